/**
 * A typed number in either notation: '12,5' and '12.5' are 12.5. With both marks the last one is the
 * decimal mark and the other groups thousands ('1.234,5' and '1,234.5' are 1234.5). Null if not a number.
 */
export function parseDecimal(text: string): number | null {
  let s = text.trim().replace(/\s/g, '');
  if (s === '') return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const grouping = comma > dot ? '.' : ',';
    s = s.split(grouping).join('');
  }
  s = s.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** A number as a field shows it: decimal comma in Turkish ('12,5'), point in English; no grouping. */
export function formatDecimal(value: number, language: string): string {
  const text = String(value);
  return language === 'en' ? text : text.replace('.', ',');
}

/** The text after one arrow-key step ('0,5' + 0.001 → '0,501'), without binary noise; not a number counts as 0. */
export function stepDecimal(text: string, step: number, direction: 1 | -1, language: string): string {
  const current = parseDecimal(text) ?? 0;
  const places = (n: number) => String(n).split('.')[1]?.length ?? 0;
  const decimals = Math.max(places(step), places(current));
  return formatDecimal(Number((current + direction * step).toFixed(decimals)), language);
}
