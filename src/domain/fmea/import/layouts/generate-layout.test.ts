import { describe, expect, it } from 'vitest';
import { FIXED_LAYOUT_SEEDS } from './fixed-seeds';
import { generateLayout } from './generate-layout';
import { HEADER_WORDS } from './layout-words';
import { FMEA_SYNONYMS } from '../fmea-synonyms';
import { headerTokens } from '../../../shared/tables/header-text';

const layouts = FIXED_LAYOUT_SEEDS.map(generateLayout);

describe('generateLayout', () => {
  it('is the same layout for the same seed', () => {
    expect(JSON.stringify(generateLayout(42))).toBe(JSON.stringify(generateLayout(42)));
  });

  it('the fixed set holds at least 300 variants of every habit the issue lists', () => {
    expect(layouts.length).toBeGreaterThanOrEqual(300);
    const count = (test: (l: (typeof layouts)[number]) => boolean) => layouts.filter(test).length;
    for (const format of ['xlsx', 'xls', 'csv'])
      expect(count((l) => l.format === format)).toBeGreaterThan(100);
    expect(count((l) => l.headerRow === 1)).toBeGreaterThan(10);
    expect(count((l) => l.headerRow > 10)).toBeGreaterThan(10);
    for (const depth of ['1 row', '2 row', '3 row'])
      expect(count((l) => l.description.includes(`header ${depth}`))).toBeGreaterThan(50);
    for (const language of [', tr,', ', en,', ', mixed,'])
      expect(count((l) => l.description.includes(language))).toBeGreaterThan(50);
    for (const code of ['subtotal', 'total', 'section', 'signature', 'blank'] as const)
      expect(count((l) => l.skipped.some((s) => s.code === code))).toBeGreaterThan(20);
    expect(count((l) => l.sheets.length === 2)).toBeGreaterThan(50);
    expect(
      count((l) => l.sheets.some((s) => s.merges.some((m) => m.e.r > m.s.r && m.s.r >= l.headerRow))),
    ).toBeGreaterThan(50);
    expect(
      count((l) =>
        l.sheets.some((s) => s.rows.some((r) => r.some((c) => typeof c === 'object' && c !== null))),
      ),
    ).toBeGreaterThan(50);
    expect(
      count((l) =>
        l.sheets.some((s) => s.rows.some((r) => r.some((c) => typeof c === 'string' && /^\d+,0$/.test(c)))),
      ),
    ).toBeGreaterThan(20);
    expect(count((l) => l.apDisagreements.length > 0)).toBeGreaterThan(50);
    expect(count((l) => l.expected.some((r) => r.occurrence === null))).toBeGreaterThan(20);
  });

  it("draws its header words from its own list, not only from the reader's synonyms", () => {
    // The reader's phrases, folded; a generator word that is none of them tests the reader for real.
    const phrases = new Set(
      FMEA_SYNONYMS.fields
        .flatMap((f) => [...f.phrases, ...(f.exact ?? [])])
        .map((p) => headerTokens(p).join(' ')),
    );
    const words = Object.values(HEADER_WORDS).flatMap((w) => [...w.tr, ...w.en]);
    const foreign = words.filter((w) => !phrases.has(headerTokens(w).join(' ')));
    // About 70 % are written exactly as a reader phrase; the rest (plant spellings such as
    // "Severity (S) of FE", "OPN. NAME.", "Proses Öğesi (Sistem / Parça)") are not.
    expect(foreign.length).toBeGreaterThan(words.length / 4);
  });
});
