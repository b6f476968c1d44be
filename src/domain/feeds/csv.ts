/** A value of a feed row: text, a number, or empty (null). */
export type FeedValue = string | number | null;

export const CSV_BOM = '\uFEFF';

/** Field separator and decimal mark per locale: Turkish Excel and Power BI expect ';' and the comma. */
const CSV_LOCALES = {
  tr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const;
export type TCsvLocale = keyof typeof CSV_LOCALES;

// A cell starting with one of these is run as a formula by Excel/LibreOffice (and by Power BI's
// export to Excel): '=cmd|…', '+1+1', '-2+3', '@SUM(…)', and tab/CR variants of them.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: numbers in the locale's notation (never neutralised: '-3,5' is a number), text
 * prefixed with an apostrophe when a spreadsheet would read it as a formula, quoted when it holds the
 * separator, a quote or a line break (RFC 4180, quotes doubled).
 * @internal
 */
export function csvCell(value: FeedValue, locale: TCsvLocale): string {
  if (value === null) return '';
  const { separator, decimal } = CSV_LOCALES[locale];
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(value);
    return decimal === ',' ? text.replace('.', ',') : text;
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (CRLF, as RFC 4180 and Excel write it). */
export function csvLine(values: readonly FeedValue[], locale: TCsvLocale): string {
  return `${values.map((v) => csvCell(v, locale)).join(CSV_LOCALES[locale].separator)}\r\n`;
}
