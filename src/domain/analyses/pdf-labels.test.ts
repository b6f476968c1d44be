import { describe, expect, it } from 'vitest';
import { formatPdfDay, PDF_LABELS, pdfConfidenceLabel, pdfPercent, ZPdfLang } from './pdf-labels';

/** Every leaf of a nested label object as 'path' → value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

describe('PDF_LABELS', () => {
  it('has the same keys in Turkish and English, none empty', () => {
    const tr = leaves(PDF_LABELS.tr);
    const en = leaves(PDF_LABELS.en);
    expect(en.map(([key]) => key).sort()).toEqual(tr.map(([key]) => key).sort());
    for (const [key, value] of [...tr, ...en]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });
  it('formats percent, day and confidence per language', () => {
    expect(pdfPercent('tr', 85)).toBe('%85');
    expect(pdfPercent('en', 85)).toBe('85%');
    expect(formatPdfDay('tr', '2026-11-23')).toBe('23.11.2026');
    expect(formatPdfDay('en', '2026-11-23')).toBe('23/11/2026');
    expect(pdfConfidenceLabel('tr', 92)).toBe('Yüksek Güven');
    expect(pdfConfidenceLabel('en', 75)).toBe('Medium Confidence');
  });
  it('rejects an unknown language with a Turkish message', () => {
    const result = ZPdfLang.safeParse('de');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Rapor dili "tr" veya "en" olmalıdır');
  });
});
