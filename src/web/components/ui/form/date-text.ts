/** How a date field shows a date in each interface language (never the browser's locale). */
export const DATE_PATTERN: Record<'tr' | 'en', { separator: string; placeholder: string }> = {
  tr: { separator: '.', placeholder: 'gg.aa.yyyy' },
  en: { separator: '/', placeholder: 'dd/mm/yyyy' },
};

const lang = (language: string): 'tr' | 'en' => (language === 'en' ? 'en' : 'tr');

/** '2026-11-23' → '23.11.2026' (tr) or '23/11/2026' (en); anything else is returned as it is. */
export function isoToDisplay(iso: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return [m[3], m[2], m[1]].join(DATE_PATTERN[lang(language)].separator);
}

/**
 * Typed day-month-year ('23.11.2026', '23/11/2026', '3-1-2026') → ISO '2026-01-03'; null when the text
 * is not a real calendar date (31.02.2026). Day first in both languages (the en interface is en-GB).
 */
export function displayToIso(text: string): string | null {
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
