import { useTranslation } from 'react-i18next';
import type { TAuditSummary } from '../../../../../domain/audit/api-contract';
import { Field } from '../../../../components/ui/form/field';
import { Select } from '../../../../components/ui/form/select';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';

/** 'Denetim geçmişi': any earlier audit of the history can be opened (its report, if it finished). */
export function AuditHistoryPicker({
  audits,
  value,
  onChange,
}: {
  audits: readonly TAuditSummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const label = (audit: TAuditSummary) => {
    const date = formatDateTime(audit.createdAt, activeLocale()) ?? '';
    if (audit.status === 'done' && audit.complianceLevel !== null) {
      return t('report.historyOption', {
        date,
        level: t(`levels.${audit.complianceLevel}`),
        score: audit.overallScore ?? 0,
      });
    }
    return audit.status === 'failed'
      ? t('report.historyFailed', { date })
      : t('report.historyRunning', { date });
  };
  const known = audits.some((a) => a.id === value);
  return (
    <Field label={t('report.historyLabel')} className="w-full sm:w-80" id="audit-history">
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {known ? null : <option value={value}>—</option>}
        {audits.map((audit) => (
          <option key={audit.id} value={audit.id}>
            {label(audit)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
