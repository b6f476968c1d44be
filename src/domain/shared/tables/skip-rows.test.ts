import { describe, expect, it } from 'vitest';
import { sectionOperation, skipKind } from './skip-rows';

describe('skipKind', () => {
  it.each([
    [['Ara Toplam', '1.240'], [], 'subtotal'],
    [['ARA TOPLAM:'], [''], 'subtotal'],
    [['Subtotal (OP 20)', '300'], [], 'subtotal'],
    [['Toplam RPN', '5.120'], [], 'total'],
    [['Genel Toplam'], [], 'total'],
    [['Grand total', '999'], [], 'total'],
    [['Hazırlayan: A. Yılmaz', 'Onaylayan: B. Kaya'], ['', ''], 'signature'],
    [['Prepared by', 'Approved by'], [], 'signature'],
    [['Sayfa 2 / 3'], [], 'signature'],
    [['OP 20 - Kaynak'], ['', '', ''], 'section'],
  ] as const)('%j → %s', (own, data, kind) => expect(skipKind(own, data)).toBe(kind));

  // The auditor's first-cell words (one list for both modes): each cell alone, no ratings beside it.
  it.each([
    ['Ara Toplam', 'subtotal'],
    ['Subtotal', 'subtotal'],
    ['TOPLAM', 'total'],
    ['Toplam RPN:', 'total'],
    ['Toplam - RPN', 'total'],
    ['Toplam adet', 'total'],
    ['Genel Toplam', 'total'],
    ['Hazırlayan: Ayşe Yılmaz', 'signature'],
    ['HAZIRLAYAN', 'signature'],
    ['Hazırlayanlar:', 'signature'],
    ['Onaylayan', 'signature'],
    ['Prepared by: J. Smith', 'signature'],
    ['Approved by', 'signature'],
    ['İmza:', 'signature'],
    ['Kontrol Eden / Checked by', 'signature'],
    ['Toplam uzunluk 120 mm', null],
    ['Hazırlık süresi uzun', null],
    ['İmza kontrolü', null],
  ] as const)('one cell %s → %s', (cell, kind) => expect(skipKind([cell, 'Görsel'], [])).toBe(kind));

  it('a footer label in the first cell is a footer beside numbers; further along, only without ratings', () => {
    expect(skipKind(['Hazırlayan: A. Yılmaz', '5'], ['5'])).toBe('signature');
    expect(skipKind(['Kaynak', 'Onaylayan:'], ['8'])).toBeNull();
    expect(skipKind(['Kaynak', 'Onaylayan:'], [''])).toBe('signature');
  });

  it.each([
    [
      ['Total length short', 'Assembly fails', '7', '3', '4'],
      ['7', '3', '4'],
    ],
    [
      ['Toplam boy kısa', 'Montaj olmaz', '7'],
      ['7', '', ''],
    ],
    [
      ['Kaynak', 'Eksik kaynak', 'Kopma'],
      ['8', '3', '4'],
    ],
    [
      ['Onaylayan operatör yok', 'Hatalı sevk'],
      ['6', '2', '5'],
    ],
  ])('a data row is no skip: %j', (own, data) => expect(skipKind(own, data)).toBeNull());
});

describe('sectionOperation', () => {
  it.each([
    ['OP 20 - Kaynak', 'OP 20 - Kaynak'],
    ['Operasyon 30: Boyama:', 'Operasyon 30: Boyama'],
    ['40 - Montaj', '40 - Montaj'],
    ['Process Step 50 – Packing', 'Process Step 50 – Packing'],
    ['İstasyon 3', 'İstasyon 3'],
    ['Bölüm A', null],
    ['Notlar', null],
  ])('%s → %s', (title, name) => expect(sectionOperation(title)).toBe(name));
});
