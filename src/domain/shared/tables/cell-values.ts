/** Excel error values as cached in a cell (#VALUE!, #REF!, …). */
const EXCEL_ERROR = /^#(?:VALUE!|REF!|DIV\/0!|N\/A|NAME\?|NUM!|NULL!|SPILL!|CALC!|GETTING_DATA)$/i;

export const isExcelError = (text: string): boolean => EXCEL_ERROR.test(text.trim());

/**
 * A number as plants write it: '7', '7.5', '7,5' (decimal comma), '1.234,5', '1,234.5', ' 8 '.
 * Returns null for text, blanks and errors.
 */
export function parseNumber(text: string): number | null {
  let s = text.trim().replace(/\u00a0|\s/g, '');
  if (s === '') return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma > -1 && lastDot > -1) {
    // The later separator is the decimal one; the other groups thousands.
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma > -1) {
    // '1,234' with exactly three digits after a single comma is still read as 1.234 (Turkish decimal comma).
    if ((s.match(/,/g) ?? []).length > 1) return null;
    s = s.replace(',', '.');
  }
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

const NEEDS_CLEANING = /^\s|\s$|[\t\u00a0]| {2}| \n|\n /;

/** Trims and collapses runs of spaces and tabs (line breaks inside a cell are kept). */
export function cleanCellText(text: string): string {
  // Most cells are already clean: skip the three replacements (10 000-row files call this ~10⁶ times).
  if (text === '' || !NEEDS_CLEANING.test(text)) return text;
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}
