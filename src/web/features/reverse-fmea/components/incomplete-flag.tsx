import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Eksik derecelendirme': a row without O or D, stored but kept out of the plan until completed. */
export function IncompleteFlag({ testId = 'incomplete-flag' }: { testId?: string }) {
  const { t } = useTranslation('reverseFmea');
  return (
    <span
      data-testid={testId}
      data-incomplete="true"
      title={t('incomplete.hint')}
      className="inline-flex items-center gap-1 rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold whitespace-nowrap text-amber-900"
    >
      <AlertTriangle className="h-3 w-3" aria-hidden />
      {t('incomplete.flag')}
    </span>
  );
}
