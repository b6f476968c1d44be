import { describe, expect, it } from 'vitest';
import type { TFmeaImportResult } from './contract';
import { importFmeaWorkbook, type FmeaImportOptions } from './import-fmea';
import { sheetOf } from './sheet-fixtures';
import type { ImportTemplate } from './template-contract';

// A plant template whose process step is headed 'Bölüm' (no synonym knows it) and whose extra
// 'Puan Notu' column holds words: the user maps the step once, the template remembers it.
const HEADER = [
  'Bölüm',
  'Hata Türü',
  'Etki',
  'Şiddet',
  'Neden',
  'Olasılık',
  'Kontroller',
  'Tespit',
  'Puan Notu',
];

const file = (rows: (string | number)[][]) => [sheetOf('PFMEA', [['PROSES FMEA'], HEADER, ...rows])];
const FIRST = file([
  ['Pres', 'Çapak', 'Montaj sorunu', 7, 'Kalıp aşınması', 5, 'Görsel', 6, 'kontrol edildi'],
  ['Pres', 'Eksik baskı', 'Ölçü dışı', 8, 'Malzeme', 3, 'Mastar', 4, 'tamam'],
]);
const SECOND = file([
  ['Kaynak', 'Gözenek', 'Sızdırmazlık', 9, 'Gaz', 4, 'Kaçak testi', 3, 'yeni'],
  ['Boya', 'Akıntı', 'Görünüm', 4, 'Viskozite', 6, 'Görsel', 7, 'eski'],
  ['Boya', 'Renk farkı', 'Görünüm', 3, 'Pigment', 2, 'Spektro', 5, ''],
]);

function run(sheets: ReturnType<typeof file>, options: Partial<FmeaImportOptions> = {}): TFmeaImportResult {
  const outcome = importFmeaWorkbook({ format: 'xlsx', sheets }, { fileName: 'f.xlsx', ...options });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

/** The mapping the review shows, as the review sends it when the user saves a template. */
const asTemplateMapping = (result: TFmeaImportResult) =>
  Object.fromEntries(Object.entries(result.mapping).map(([field, m]) => [field, m?.column ?? null]));

/** What the user does once: corrects the process step in the review and saves the template. */
function savedTemplate(): ImportTemplate {
  const detected = run(FIRST);
  expect(detected.mapping.processStep).toBeNull();
  const corrected = run(FIRST, { mapping: { processStep: 0 } });
  expect(corrected.rows.map((r) => r.processStep)).toEqual(['Pres', 'Pres']);
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Braket hattı',
    signature: corrected.signature,
    mapping: asTemplateMapping(corrected),
  };
}

describe('mapping templates in the import', () => {
  it('applies the template saved on the first file to the next file of the same header', () => {
    const template = savedTemplate();
    const other = { ...template, id: '00000000-0000-4000-8000-000000000002', signature: '["x"]' };
    const second = run(SECOND, { templates: [other, template] });
    expect(second.template).toEqual({
      id: template.id,
      name: 'Braket hattı',
      how: 'signature',
      fallbacks: [],
    });
    expect(second.mapping.processStep).toEqual({ column: 0, header: 'Bölüm' });
    expect(second.rows.map((r) => r.processStep)).toEqual(['Kaynak', 'Boya', 'Boya']);
  });

  it('applies no template to a file of another header', () => {
    const template = savedTemplate();
    const renamed = file([['Pres', 'Çapak', 'Montaj', 7, 'Aşınma', 5, 'Görsel', 6, '']]);
    renamed[0]!.rows[1]![0] = 'Departman';
    const result = run(renamed, { templates: [template] });
    expect(result.template).toBeNull();
    expect(result.mapping.processStep).toBeNull();
  });

  it("applies none when the review says 'none', and a chosen one by its id", () => {
    const template = savedTemplate();
    expect(run(SECOND, { templates: [template], template: 'none' }).template).toBeNull();
    const chosen = run(SECOND, { templates: [template], template: template.id });
    expect(chosen.template?.how).toBe('chosen');
    expect(chosen.mapping.processStep?.column).toBe(0);
  });

  it("puts the user's corrections on top of the template", () => {
    const template = savedTemplate();
    const result = run(SECOND, { templates: [template], mapping: { processStep: null, workElement: 0 } });
    expect(result.template?.id).toBe(template.id);
    expect(result.mapping.processStep).toBeNull();
    expect(result.rows[0]?.workElement).toBe('Kaynak');
  });

  it('never maps a text column to a rating: the field falls back to detection, and the review is told', () => {
    const template = { ...savedTemplate(), mapping: { severity: 8, processStep: 0 } };
    const result = run(SECOND, { templates: [template] });
    expect(result.mapping.severity?.column).toBe(3);
    expect(result.rows.map((r) => r.severity)).toEqual([9, 4, 3]);
    expect(result.template?.fallbacks).toEqual([
      {
        field: 'severity',
        column: 8,
        detected: 3,
        message: 'Şiddet (S): şablondaki I sütunu bu dosyada alana uymuyor; sütun otomatik bulundu (D).',
      },
    ]);
    expect(result.mapping.processStep?.column).toBe(0);
  });

  it('never maps a rating column to a text field, nor a column past the table', () => {
    const template = { ...savedTemplate(), mapping: { effects: 3, causes: 40 } };
    const result = run(SECOND, { templates: [template] });
    expect(result.mapping.effects?.column).toBe(2);
    expect(result.mapping.causes?.column).toBe(4);
    expect(result.template?.fallbacks.map((f) => [f.field, f.column, f.detected])).toEqual([
      ['effects', 3, 2],
      ['causes', 40, 4],
    ]);
  });
});
