import { findingMakesTask } from '../../../../../domain/audit/permissions';
import { ExternalLink, ListPlus, Sparkles, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFinding } from '../../../../../domain/audit/contract';
import { AUDIT_RULES } from '../../../../../domain/audit/rules';
import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../lib/router';
import { CategoryBadge, PriorityBadge } from '../badges';
import { FindingRows } from './finding-rows';
import { findingParts, MessageText, useFindingTexts } from './finding-text';

const BORDER = { major: 'border-l-red-700', minor: 'border-l-amber-500', observation: 'border-l-blue-500' };

/**
 * One finding. Its description and recommendation are rendered in the interface language from the
 * finding's message key; a finding without one (an AI observation, one stored before messages)
 * shows the stored Turkish text marked lang="tr" (never machine-translated). Everything is text
 * only — a quoted cell with markup stays visible markup.
 */
export function FindingCard({
  finding,
  taskId,
  onToTask,
  review,
}: {
  finding: TFinding;
  taskId: string | null;
  onToTask?: ((f: TFinding) => void) | undefined;
  /** The review of the draft (decision and actions), when the report has one. */
  review?: ReactNode;
}) {
  const { t } = useTranslation('aiAuditor');
  const { evidence } = finding;
  const headingId = `finding-${finding.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="finding"
      data-category={finding.category}
      data-rule={finding.ruleId}
      // A rejected finding stays in the report, set back on grey.
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm has-[[data-decision=rejected]]:bg-slate-50 ${BORDER[finding.category]}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={finding.category} />
        <PriorityBadge priority={finding.priority} />
        <span
          className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800"
          data-testid="finding-clause"
        >
          {t('report.clause', { clause: finding.iatfClause })}
        </span>
        <span className="text-xs text-slate-600">
          {t('report.documentType', { type: t(`types.${finding.documentType}`) })}
        </span>
        {finding.source === 'ai' ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-violet-800">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            {t('report.aiReview')}
          </span>
        ) : null}
        {finding.source === 'reviewer' ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-blue-800">
            <UserPen className="h-3.5 w-3.5" aria-hidden />
            {t('review.reviewer')}
          </span>
        ) : null}
      </div>
      <FindingTitle finding={finding} id={headingId} />
      <FindingBody finding={finding} />
      <EvidenceList evidence={evidence} />
      <FindingRows finding={finding} />
      {review}
      {taskId ? (
        <div className="mt-3 flex justify-end">
          <Link
            to={`/work/tasks?task=${encodeURIComponent(taskId)}`}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-blue-800 hover:bg-blue-50"
            data-testid="finding-task-link"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {t('report.openTask')}
          </Link>
        </div>
      ) : onToTask && findingMakesTask(finding) ? (
        <div className="mt-3 flex justify-end">
          <Button
            variant="secondary"
            onClick={() => onToTask(finding)}
            aria-describedby={headingId}
            data-testid="finding-to-task"
          >
            <ListPlus className="h-4 w-4" aria-hidden />
            {t('report.toTask')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Turkish shows the engine's own title (it names the file); English renders the message's own title
 * when it has one ("Empty form: PFMEA.xlsx"), else the rule's name. A title without a known rule (the AI
 * review's) stays Turkish text.
 */
function FindingTitle({ finding, id }: { finding: TFinding; id: string }) {
  const { t, i18n } = useTranslation('aiAuditor');
  const texts = useFindingTexts();
  const known = AUDIT_RULES.some((rule) => rule.id === finding.ruleId);
  const translated = known && i18n.language === 'en';
  const own = translated ? findingParts(finding, 'title', texts) : null;
  return (
    <h4
      id={id}
      className="mt-2 text-base font-semibold text-slate-900"
      data-testid="finding-title"
      {...(translated ? {} : { lang: 'tr', translate: 'no' as const, 'data-user-content': '' })}
    >
      {own ? <MessageText parts={own} /> : translated ? t(`rules.${finding.ruleId}`) : finding.title}
    </h4>
  );
}

const STORED = { lang: 'tr', translate: 'no', 'data-user-content': '' } as const;

function FindingBody({ finding }: { finding: TFinding }) {
  const { t } = useTranslation('aiAuditor');
  const texts = useFindingTexts();
  const description = findingParts(finding, 'description', texts);
  const recommendation = findingParts(finding, 'recommendation', texts);
  return (
    <>
      <p
        className="mt-1 text-sm whitespace-pre-line text-slate-700"
        data-testid="finding-description"
        {...(description ? {} : STORED)}
      >
        {description ? <MessageText parts={description} /> : finding.description}
      </p>
      {recommendation || finding.recommendation ? (
        <div className="mt-3 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950">
          <span className="font-semibold">{t('report.recommendation')}: </span>
          <span data-testid="finding-recommendation" {...(recommendation ? {} : STORED)}>
            {recommendation ? <MessageText parts={recommendation} /> : finding.recommendation}
          </span>
        </div>
      ) : null}
    </>
  );
}

function EvidenceList({ evidence }: { evidence: TFinding['evidence'] }) {
  const { t } = useTranslation('aiAuditor');
  const rows: [string, string][] = [];
  if (evidence.file) rows.push([t('report.evidenceFile'), evidence.file]);
  if (evidence.sheetOrPage) rows.push([t('report.evidenceSheet'), evidence.sheetOrPage]);
  if (evidence.row !== null) rows.push([t('report.evidenceRow'), String(evidence.row)]);
  if (rows.length === 0 && !evidence.cellText) return null;
  return (
    <details className="mt-3 text-sm" open data-testid="finding-evidence">
      <summary className="cursor-pointer font-semibold text-slate-800">{t('report.evidence')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-all text-slate-900" translate="no" data-user-content="">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {evidence.cellText ? (
        <blockquote
          className="mt-2 border-l-2 border-slate-300 pl-3 font-mono text-xs break-words whitespace-pre-wrap text-slate-800"
          aria-label={t('report.evidenceText')}
          translate="no"
          data-user-content=""
          data-testid="finding-cell-text"
        >
          {evidence.cellText}
        </blockquote>
      ) : null}
    </details>
  );
}
