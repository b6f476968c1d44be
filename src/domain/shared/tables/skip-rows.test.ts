import { describe, expect, it } from 'vitest';
import { isSectionTitle, sectionOperation, skipKind, type LoneTextRow } from './skip-rows';

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

describe('isSectionTitle (one rule: FMEA import and auditor)', () => {
  it.each<[string, LoneTextRow, boolean]>([
    ['spread over the row', { text: 'Bölüm A', spread: true, place: 'row-text' }, true],
    ['alone in a key column', { text: 'Kaynak hattı', spread: false, place: 'key' }, true],
    ['alone in a column holding no row text', { text: 'Bölüm A', spread: false, place: 'other' }, true],
    ['an operation in a row-text column', { text: 'OP 20 - Kaynak', spread: false, place: 'row-text' }, true],
    [
      'an operation right of the table',
      { text: 'Operasyon 30: Boya', spread: false, place: 'outside' },
      true,
    ],
    ['a failure mode whose ratings are missing', { text: 'Çapak', spread: false, place: 'row-text' }, false],
    ['a note right of the table', { text: 'Not: revizyon 3', spread: false, place: 'outside' }, false],
    [
      'a process flow step in its key column',
      { text: '10 - Kaynak', spread: false, place: 'key', stepsAreRows: true },
      false,
    ],
    [
      'a process flow title spread over the row',
      { text: 'Hat 2', spread: true, place: 'key', stepsAreRows: true },
      true,
    ],
    [
      'a process flow text in an unmapped column',
      { text: 'Hat 2', spread: false, place: 'other', stepsAreRows: true },
      true,
    ],
  ])('%s → %s', (_what, row, section) => expect(isSectionTitle(row)).toBe(section));
});
