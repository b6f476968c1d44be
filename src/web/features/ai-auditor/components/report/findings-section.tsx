import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFinding } from '../../../../../domain/audit/contract';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FindingCard } from './finding-card';
import { filterFindings } from './finding-filter';
import { FindingFilters } from './finding-filters';
import { useFindingFilter } from './use-finding-filter';

/** 'Bulgular': the filters (in the URL) and the findings that pass them. */
export function FindingsSection<F extends TFinding>({
  findings,
  taskOf,
  onToTask,
  reviewOf,
}: {
  findings: readonly F[];
  /** The task already made from a finding, if any. */
  taskOf: (finding: F) => string | null;
  onToTask?: ((finding: TFinding) => void) | undefined;
  /** The review part of a finding's card (decision, actions). */
  reviewOf?: (finding: F) => ReactNode;
}) {
  const { t } = useTranslation('aiAuditor');
  const [filter, setFilter] = useFindingFilter();
  const shown = filterFindings(findings, filter);
  return (
    <section aria-labelledby="audit-findings" className="space-y-4">
      <h3 id="audit-findings" className="text-lg font-semibold text-slate-900">
        {t('report.findingsHeading')}
      </h3>
      {findings.length === 0 ? (
        <p className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          {t('report.noFindings')}
        </p>
      ) : (
        <>
          <FindingFilters findings={findings} filter={filter} shown={shown.length} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState icon={SearchX} title={t('report.noMatch')} />
          ) : (
            <ul className="space-y-3" data-testid="findings">
              {shown.map((finding) => (
                <li key={finding.id}>
                  <FindingCard
                    finding={finding}
                    taskId={taskOf(finding)}
                    onToTask={onToTask}
                    review={reviewOf?.(finding)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
