import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINE_ACTION_STATUSES } from '../../../../../domain/fmea/line-contract';
import { Field } from '../../../../components/ui/form/field';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { LineFilters } from '../../api/fmea-lines';

const STATUS_FILTERS = [...LINE_ACTION_STATUSES, 'awaiting_revision'] as const;

/** Order, AP, action status and words: what the worksheet asks the server for (never filtered here). */
export function WorksheetFilters({
  value,
  onChange,
}: {
  value: LineFilters;
  onChange: (next: LineFilters) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const [search, setSearch] = useState(value.search ?? '');
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if ((value.search ?? '') !== settled) onChange({ ...value, search: settled || undefined });
  }, [settled, value, onChange]);
  return (
    <div
      role="group"
      aria-label={t('worksheet.filters')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t('worksheet.order')}>
        <Select
          value={value.order ?? 'risk'}
          onChange={(e) => onChange({ ...value, order: e.target.value === 'file' ? 'file' : 'risk' })}
          data-testid="worksheet-order"
        >
          <option value="risk">{t('worksheet.orders.risk')}</option>
          <option value="file">{t('worksheet.orders.file')}</option>
        </Select>
      </Field>
      <Field label={t('worksheet.ap')}>
        <Select
          value={value.ap ?? ''}
          onChange={(e) => {
            const ap = e.target.value;
            onChange({ ...value, ap: ap === 'H' || ap === 'M' || ap === 'L' ? ap : undefined });
          }}
          data-testid="worksheet-ap"
        >
          <option value="">{t('worksheet.apAll')}</option>
          {(['H', 'M', 'L'] as const).map((ap) => (
            <option key={ap} value={ap}>
              {t('plan.apPriority', {
                ap,
                label: t(`priority.${ap === 'H' ? 'high' : ap === 'M' ? 'medium' : 'low'}`),
              })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('worksheet.status')}>
        <Select
          value={value.status ?? ''}
          onChange={(e) => {
            const status = STATUS_FILTERS.find((s) => s === e.target.value);
            onChange({ ...value, status });
          }}
          data-testid="worksheet-status"
        >
          <option value="">{t('worksheet.statusAll')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`worksheet.statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('worksheet.search')} hint={t('worksheet.searchHint')}>
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="worksheet-search"
        />
      </Field>
    </div>
  );
}
