/**
 * Display rounding and Turkish number formatting for capability results.
 * Results keep full precision; only what the user sees (screen, CSV, clipboard) is rounded.
 */

// Beyond 1e15 a double has no digits left at the 4th decimal, so rounding would only add noise.
const NO_FRACTION_DIGITS_LEFT = 1e15;

/**
 * Rounds half away from zero to `digits` decimals (spec: results rounded to 4 decimals).
 * Uses the shortest decimal form of the double, so 1.00005 → 1.0001 as the user reads it,
 * where Math.round(x·10⁴) would see 1.0000499999… .
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= NO_FRACTION_DIGITS_LEFT) return value;
  const sign = value < 0 ? -1 : 1;
  // exponent arithmetic on the decimal string is exact, unlike multiplying by 10^digits
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + digits}`);
  const rounded = Number(`${Math.round(shifted)}e-${digits}`);
  return rounded === 0 ? 0 : sign * rounded;
}

/** Rounds to 4 decimals, the spec's display precision for mean, s, Cp and Cpk. */
export function round4(value: number): number {
  return roundTo(value, 4);
}

export interface FormatTrOptions {
  /** Fraction digits shown, padded with zeros (default 4). */
  digits?: number;
  /** Thousands grouping ('.' in Turkish, ',' in English), as on screen; off for CSV and clipboard (default false). */
  grouping?: boolean;
}

/** The interface languages and their marks: Turkish writes 1.234,5, English 1,234.5. */
export type TNumberLanguage = 'tr' | 'en';
const MARKS: Record<TNumberLanguage, { decimal: string; group: string }> = {
  tr: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/**
 * Formats like Intl.NumberFormat (tr-TR or en) after `roundTo`, so the text always agrees with
 * round4; written by hand to be identical in every browser and Node.
 */
export function formatNumberIn(
  value: number,
  language: TNumberLanguage,
  options: FormatTrOptions = {},
): string {
  const digits = options.digits ?? 4;
  if (Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const { decimal, group } = MARKS[language];
  const rounded = roundTo(value, digits);
  const fixed = Math.abs(rounded).toFixed(digits);
  const [integerPart = '0', fraction] = fixed.split('.');
  const integer = options.grouping ? integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, group) : integerPart;
  const sign = rounded < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${integer}` : `${sign}${integer}${decimal}${fraction}`;
}

/** A measurement exactly as stored, in the language's decimal mark: 100.012 → '100,012' / '100.012'. */
export function formatRawNumberIn(value: number, language: TNumberLanguage): string {
  const text = String(value).replace('e', 'E');
  return language === 'tr' ? text.replace('.', ',') : text;
}
