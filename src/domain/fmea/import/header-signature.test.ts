import { describe, expect, it } from 'vitest';
import { headerSignature } from './header-signature';
import { importFmeaWorkbook } from './import-fmea';
import { sheetOf } from './sheet-fixtures';

const columns = (...headers: string[]) => headers.map((header) => ({ header }));

/** The signature the import answers for a sheet (header found below a title block). */
function signatureOf(rows: (string | number)[][]): string {
  const outcome = importFmeaWorkbook(
    { format: 'xlsx', sheets: [sheetOf('PFMEA', rows)] },
    { fileName: 'f.xlsx' },
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result.signature;
}

const HEADER = ['Bölüm', 'Hata Türü', 'Etki', 'Şiddet', 'Neden', 'Olasılık', 'Kontroller', 'Tespit'];

describe('headerSignature', () => {
  it('is the same for two files of one template with different title blocks and data', () => {
    const first = signatureOf([
      ['PROSES FMEA — Braket', '', '', 'Rev: 3'],
      ['Hazırlayan: Ayşe'],
      HEADER,
      ['Pres', 'Çapak', 'Montaj sorunu', 7, 'Kalıp aşınması', 5, 'Görsel', 6],
    ]);
    const second = signatureOf([
      ['PROSES FMEA — Kapak', '', '', 'Rev: 11'],
      ['Hazırlayan: Mehmet', '', 'Tarih: 12.03.2026'],
      HEADER,
      ['Kaynak', 'Gözenek', 'Sızdırmazlık', 9, 'Gaz', 4, 'Kaçak testi', 3],
      ['Boya', 'Akıntı', 'Görünüm', 4, 'Viskozite', 6, 'Görsel', 7],
    ]);
    expect(second).toBe(first);
    // Only the header: neither the title block nor the data.
    expect(JSON.parse(first)).toEqual([
      'bolum',
      'hata turu',
      'etki',
      'siddet',
      'neden',
      'olasilik',
      'kontroller',
      'tespit',
    ]);
  });

  it.each([
    ['dotted capital İ', 'ŞİDDET', 'Şiddet'],
    ['dotless ı against capital I', 'OLASILIK', 'Olasılık'],
    ['dotless ı against ASCII i', 'Olasilik', 'Olasılık'],
    ['whitespace and line breaks', 'Mevcut   Proses\nKontrolleri', 'Mevcut Proses Kontrolleri'],
  ])('folds Turkish text: %s', (_what, a, b) => {
    expect(headerSignature(columns('Hata Türü', a))).toBe(headerSignature(columns('Hata Türü', b)));
  });

  it.each([
    ['another heading', columns('Hata Türü', 'Şiddet', 'Olasılık'), columns('Hata Türü', 'Şiddet', 'Sıklık')],
    ['the same headings in another order', columns('Şiddet', 'Olasılık'), columns('Olasılık', 'Şiddet')],
    ['one column more', columns('Hata Türü', 'Şiddet'), columns('Hata Türü', 'Şiddet', 'Not')],
    ['an empty column moved', columns('', 'Şiddet'), columns('Şiddet', '')],
  ])('differs for %s', (_what, a, b) => {
    expect(headerSignature(a)).not.toBe(headerSignature(b));
  });

  it('ignores trailing empty columns (formatting to column Z)', () => {
    expect(headerSignature(columns('Hata Türü', 'Şiddet', '', ''))).toBe(
      headerSignature(columns('Hata Türü', 'Şiddet')),
    );
  });

  it('cannot be faked by a separator inside a heading', () => {
    expect(headerSignature(columns('a", "b'))).not.toBe(headerSignature(columns('a', 'b')));
  });
});
