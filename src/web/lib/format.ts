import { plantTimeZone } from '../../domain/shared/plant-date';

/**
 * tr-TR date and time of an instant, e.g. '21.11.2026 14:05', in the plant's time zone (the
 * organisation profile's, as the PDFs print it), not the zone of whatever device shows it.
 */
export function formatDateTime(value: string | Date | null | undefined, locale = 'tr-TR'): string | null {
  if (!value) return null;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: plantTimeZone(),
  }).format(new Date(value));
}

export function formatDate(value: string | Date, locale = 'tr-TR'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatTime(value: Date, locale = 'tr-TR'): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(value);
}

export function formatNumber(value: number, fractionDigits = 0, locale = 'tr-TR'): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * A percentage as each language writes it: '%85' in Turkish, '85%' in English (one format per
 * language everywhere). `value` is in percent (85, not 0.85).
 */
export function formatPercent(value: number, locale = 'tr-TR', fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fractionDigits,
  }).format(value / 100);
}
