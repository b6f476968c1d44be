import { activeLocale } from '../../../lib/i18n';

/** Hours as people write them: '12,5', '8' (no '8,0'), in the interface language. */
export function formatHours(value: number): string {
  return new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 1 }).format(value);
}
