import { useTranslation } from 'react-i18next';
import { FINDING_CATEGORIES, type TFinding } from '../../../../../domain/audit/contract';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { Select } from '../../../../components/ui/form/select';
import { documentOptions, type FindingFilter, parseCategory } from './finding-filter';

/** Category and document filters of the findings list, each option with its count. */
export function FindingFilters({
  findings,
  filter,
  shown,
  onChange,
}: {
  findings: readonly TFinding[];
  filter: FindingFilter;
  shown: number;
  onChange: (next: Partial<FindingFilter>) => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const documents = documentOptions(findings);
  const countOf = (category: string) => findings.filter((f) => f.category === category).length;
  const filtered = filter.category !== null || filter.document !== null;
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="finding-filters">
      <Field label={t('report.filterCategory')} className="w-full sm:w-48" id="finding-filter-category">
        <Select
          value={filter.category ?? ''}
          onChange={(event) => onChange({ category: parseCategory(event.target.value) })}
        >
          <option value="">
            {t('report.all')} ({findings.length})
          </option>
          {FINDING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)} ({countOf(category)})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('report.filterDocument')} className="w-full sm:w-72" id="finding-filter-document">
        <Select
          value={filter.document ?? ''}
          onChange={(event) => onChange({ document: event.target.value || null })}
        >
          <option value="">
            {t('report.all')} ({findings.length})
          </option>
          {documents.map((doc) => (
            <option key={doc.id} value={doc.id}>
              {doc.name} ({doc.count})
            </option>
          ))}
        </Select>
      </Field>
      <p
        className="min-h-10 content-center text-sm text-slate-600"
        role="status"
        data-testid="findings-shown"
      >
        {t('report.shown', { shown, total: findings.length })}
      </p>
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ category: null, document: null })}>
          {t('report.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
