import { FileX2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAudit } from '../../../../../domain/audit/api-contract';
import type { TFinding } from '../../../../../domain/audit/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageSpinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useAudit, useAudits } from '../../api/audits';
import { useChosenAudit } from '../use-chosen-audit';
import { AuditHistoryPicker } from './audit-history-picker';
import { DeleteAuditButton } from './delete-audit-button';
import { FindingReview } from './finding-review';
import { FindingTaskModal } from './finding-task-modal';
import { FindingsSection } from './findings-section';
import { RecommendationList } from './recommendation-list';
import { ReportDownloads } from './report-downloads';
import { ReportSummary } from './report-summary';
import { ReviewBar } from './review-bar';

/** 'Denetim Raporu': the chosen (or newest finished) audit's report, or the spec's 'Rapor Hazır Değil'. */
export function ReportScreen() {
  const { t } = useTranslation('aiAuditor');
  const chosen = useChosenAudit(true);
  const audits = useAudits();
  const audit = useAudit(chosen.id);
  const [deleted, setDeleted] = useState(false);

  if (chosen.pending || (chosen.id !== null && audit.isPending)) {
    return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  }
  // An audit that does not exist (deleted, or a mistyped link) has no report: the spec's message.
  const missing = audit.error instanceof ApiError && audit.error.status === 404;
  if (audit.isError && !missing)
    return <LoadError error={audit.error} onRetry={() => void audit.refetch()} />;
  const history = audits.data?.audits ?? [];
  const picker =
    history.length > 0 ? (
      <AuditHistoryPicker
        audits={history}
        value={chosen.id ?? ''}
        onChange={(id) => {
          setDeleted(false);
          chosen.choose(id);
        }}
      />
    ) : null;
  // A failed audit has no report but may be deleted from the history all the same.
  const remove =
    audit.data && !missing ? (
      <DeleteAuditButton
        audit={audit.data}
        onDeleted={() => {
          setDeleted(true);
          chosen.clear();
        }}
      />
    ) : null;
  const notice = deleted ? <AlertBox tone="success">{t('report.deleted')}</AlertBox> : null;
  if (missing || !audit.data?.report || audit.data.status !== 'done') {
    return (
      <div className="space-y-4">
        {notice}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {picker}
          {remove}
        </div>
        <div data-testid="report-not-ready">
          <EmptyState icon={FileX2} title={t('report.notReady')} hint={t('report.notReadyHint')} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {notice}
      <AuditReport audit={audit.data} picker={picker} remove={remove} />
    </div>
  );
}

function AuditReport({ audit, picker, remove }: { audit: TAudit; picker: ReactNode; remove: ReactNode }) {
  const { t } = useTranslation('aiAuditor');
  const [forTask, setForTask] = useState<TFinding | null>(null);
  const [created, setCreated] = useState('');
  const report = audit.report;
  if (!report) return null;
  const canTask = audit.can.createTask;
  return (
    <article aria-labelledby="audit-report-heading" className="space-y-6" data-testid="audit-report">
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="audit-report-heading" className="text-xl font-bold text-slate-900">
            {t('report.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('report.auditOf', {
              date: formatDateTime(audit.finishedAt ?? audit.createdAt, activeLocale()),
              count: audit.documents.length,
            })}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {picker}
          <ReportDownloads auditId={audit.id} />
          {remove}
        </div>
      </header>
      <ReviewBar audit={audit} />
      <ReportSummary report={report} />
      {created ? <AlertBox tone="success">{created}</AlertBox> : null}
      <FindingsSection
        findings={report.findings}
        taskOf={(finding) => audit.findingTasks[finding.id] ?? null}
        onToTask={canTask ? setForTask : undefined}
        reviewOf={(finding) => <FindingReview auditId={audit.id} finding={finding} />}
      />
      <RecommendationList recommendations={report.recommendations} />
      <FindingTaskModal
        auditId={audit.id}
        finding={forTask}
        onClose={() => setForTask(null)}
        onCreated={(task) => {
          setForTask(null);
          setCreated(t('report.taskCreated', { title: task.title }));
        }}
      />
    </article>
  );
}
