import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPValue } from '../../../../domain/capability/capability-export';
import {
  type FormatTrOptions,
  formatNumberIn,
  formatRawNumberIn,
  type TNumberLanguage,
} from '../../../../domain/capability/number-format';

/**
 * Numbers in the interface language: '1.234,5678' in Turkish, '1,234.5678' in English, with the
 * same rounding everywhere (screen, CSV, clipboard). Fields get the raw value in the same notation.
 */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language: TNumberLanguage = i18n.language === 'en' ? 'en' : 'tr';
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: FormatTrOptions) => formatNumberIn(value, language, options),
      pValue: (p: number) => formatPValue(p, language),
      field: (value: number) => formatRawNumberIn(value, language),
    }),
    [language],
  );
}
