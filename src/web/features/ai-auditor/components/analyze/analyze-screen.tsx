import { AlertTriangle, CheckCircle2, Hourglass, Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAudit } from '../../../../../domain/audit/api-contract';
import type { TAuditDocumentStatus } from '../../../../../domain/audit/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { LoadError } from '../../../../components/ui/load-error';
import { PageSpinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { Link, useNavigate } from '../../../../lib/router';
import { isAuditActive, useAudit } from '../../api/audits';
import { useDocuments } from '../../api/list-documents';
import { modeTabPath } from '../../mode-paths';
import { DocumentStatusBadge } from '../badges';
import { useChosenAudit } from '../use-chosen-audit';
import { StageList, stageStates } from './stage-list';

const linkButton =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800';

/** 'AI Denetimi': waiting, the live stages of the running audit, or done with the way to the report. */
export function AnalyzeScreen() {
  const { t } = useTranslation('aiAuditor');
  const chosen = useChosenAudit(false);
  const audit = useAudit(chosen.id);
  const navigate = useNavigate();
  // Spec §4.2: when the audit this view watched finishes, the view moves to the report tab.
  const watched = useRef<string | null>(null);
  const data = audit.data;
  useEffect(() => {
    if (!data) return;
    if (isAuditActive(data)) watched.current = data.id;
    else if (watched.current === data.id && data.status === 'done') {
      watched.current = null;
      navigate(modeTabPath('report', { audit: data.id }));
    }
  }, [data, navigate]);

  if (chosen.pending || (chosen.id !== null && audit.isPending)) {
    return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  }
  if (audit.isError) return <LoadError error={audit.error} onRetry={() => void audit.refetch()} />;
  if (!data) {
    return (
      <div className="space-y-4">
        <EmptyState icon={Hourglass} title={t('analyze.waitingTitle')} hint={t('analyze.waitingHint')} />
        <div className="flex justify-center">
          <Link to={modeTabPath('upload')} className={linkButton}>
            <Upload className="h-4 w-4" aria-hidden />
            {t('analyze.goUpload')}
          </Link>
        </div>
      </div>
    );
  }
  return <AuditProgress audit={data} />;
}

function AuditProgress({ audit }: { audit: TAudit }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const states = stageStates(audit.progress, audit.status === 'done');
  const completed = Object.values(states).filter((s) => s === 'done').length;
  return (
    <section
      aria-labelledby="audit-analyze-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="audit-progress"
      data-status={audit.status}
    >
      <div className="flex items-start gap-3">
        {audit.status === 'done' ? (
          <CheckCircle2 className="h-8 w-8 shrink-0 text-green-700" aria-hidden />
        ) : audit.status === 'failed' ? (
          <AlertTriangle className="h-8 w-8 shrink-0 text-red-700" aria-hidden />
        ) : (
          <Hourglass className="h-8 w-8 shrink-0 text-violet-700" aria-hidden />
        )}
        <div>
          <h2 id="audit-analyze-heading" className="text-xl font-bold text-slate-900" aria-live="polite">
            {audit.status === 'done'
              ? t('analyze.doneTitle')
              : audit.status === 'failed'
                ? t('analyze.failedTitle')
                : audit.status === 'queued'
                  ? t('analyze.queuedTitle')
                  : t('analyze.runningTitle')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('analyze.startedAt', {
              date: formatDateTime(audit.startedAt ?? audit.createdAt, activeLocale()),
            })}
          </p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('analyze.stagesLabel')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={completed}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-violet-700 transition-[width]"
          style={{ width: `${(completed / 5) * 100}%` }}
        />
      </div>
      <StageList states={states} />
      {audit.status === 'failed' && audit.error ? (
        <AlertBox tone="error">{errorText(audit.error)}</AlertBox>
      ) : null}
      <AuditDocuments audit={audit} />
      {audit.status === 'done' && audit.report ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-green-900">
            {t('analyze.doneHint', {
              count: audit.report.totalFindings,
              level: t(`levels.${audit.report.complianceLevel}`),
            })}
          </p>
          <Link
            to={modeTabPath('report', { audit: audit.id })}
            className={linkButton}
            data-testid="view-report"
          >
            {t('analyze.viewReport')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The audit's documents with their live status (the uploader's list follows realtime events). */
function AuditDocuments({ audit }: { audit: TAudit }) {
  const { t } = useTranslation('aiAuditor');
  const documents = useDocuments();
  const live = new Map((documents.data?.documents ?? []).map((d) => [d.id, d.status]));
  const fallback: TAuditDocumentStatus = isAuditActive(audit) ? 'analyzing' : 'analyzed';
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('analyze.documentsHeading')}</h3>
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        data-testid="audit-run-documents"
      >
        {audit.documents.map((doc) => (
          <li
            key={doc.id}
            data-document-id={doc.id}
            className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
          >
            <span
              className="min-w-0 truncate text-slate-900"
              translate="no"
              data-user-content=""
              title={doc.name}
            >
              {doc.name}
            </span>
            <DocumentStatusBadge status={live.get(doc.id) ?? fallback} />
          </li>
        ))}
      </ul>
    </div>
  );
}
