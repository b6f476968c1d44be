import { describe, expect, it } from 'vitest';
import { linesAsRows, nameVariants, normaliseName, readTitleBlock } from './title-block';

describe('readTitleBlock: the fields of a title block', () => {
  it('"Label: value" pieces in one cell (Turkish), each up to the next label', () => {
    const block = readTitleBlock([
      ['Parça: Kaynaklı Braket — Parça No: BR-1001 — Rev. 3'],
      ['Müşteri: Ford Otosan | Tarih: 12.03.2026'],
      ['Hazırlayan: Ayşe Yılmaz', 'Onaylayan: Mehmet Öz'],
    ]);
    expect(block).toEqual({
      partNumber: 'BR-1001',
      partName: 'Kaynaklı Braket',
      customer: 'Ford Otosan',
      revision: '3',
      date: '12.03.2026',
      preparedBy: 'Ayşe Yılmaz',
      approvedBy: 'Mehmet Öz',
    });
  });

  it('English labels, upper case, value in the next cell', () => {
    const block = readTitleBlock([
      ['PART NAME', '', 'Welded Bracket', 'PART NUMBER', 'BR-1001'],
      ['CUSTOMER', 'Acme Trucks', 'REV. LEVEL', 'C', 'DATE (ORIG.)', '2026-03-12'],
      ['Prepared by', 'J. Smith', 'Approved by', 'K. Lee'],
    ]);
    expect(block).toEqual({
      partNumber: 'BR-1001',
      partName: 'Welded Bracket',
      customer: 'Acme Trucks',
      revision: 'C',
      date: '2026-03-12',
      preparedBy: 'J. Smith',
      approvedBy: 'K. Lee',
    });
  });

  it('labels in one row, values in the row below (Turkish letters in capitals)', () => {
    const block = readTitleBlock([
      ['PARÇA ADI', 'MÜŞTERİ', 'REVİZYON', 'TARİH'],
      ['Yakıt Borusu', 'TOFAŞ', '02', '05.01.2026'],
    ]);
    expect(block.partName).toBe('Yakıt Borusu');
    expect(block.customer).toBe('TOFAŞ');
    expect(block.revision).toBe('02');
    expect(block.date).toBe('05.01.2026');
    expect(block.partNumber).toBeNull();
  });

  it('"Revizyon Tarihi" is a date, not a revision', () => {
    const block = readTitleBlock([['Revizyon Tarihi: 01.02.2026', 'Revizyon No: 4']]);
    expect(block.date).toBe('01.02.2026');
    expect(block.revision).toBe('4');
  });

  it('words that are also labels are no fields without a colon or a cell of their own', () => {
    const block = readTitleBlock([
      ['Müşteri şikayeti analizi', 'Onay bekleyen revizyonlar yok'],
      ['Parça tanımı sayfa 2de'],
    ]);
    expect(block.customer).toBeNull();
    expect(block.approvedBy).toBeNull();
    expect(block.partName).toBeNull();
  });

  it('a label with nothing readable after it and a label beside it gives no value', () => {
    const block = readTitleBlock([
      ['Müşteri:', 'Tarih:'],
      ['-', ''],
    ]);
    expect(block.customer).toBeNull();
    expect(block.date).toBeNull();
  });

  it('reads text lines (a PDF first page) split on tabs and wide gaps', () => {
    const block = readTitleBlock(linesAsRows('KONTROL PLANI\nParça Adı:   Braket\tMüşteri:   Otokar\n'));
    expect(block.partName).toBe('Braket');
    expect(block.customer).toBe('Otokar');
  });
});

describe('names as compared', () => {
  it.each([
    ['Kaynaklı  Braket.', 'KAYNAKLI BRAKET', true],
    ['Yakıt Borusu', 'YAKIT BORUSU', true],
    ['Ford-Otosan', 'Ford Otosan', true],
    ['Kaynaklı Braket', 'Yakıt Borusu', false],
  ])('%j ~ %j: %s', (a, b, same) => {
    expect(normaliseName(a) === normaliseName(b)).toBe(same);
  });

  it('a name in two languages gives the whole and each language', () => {
    expect(nameVariants('Kaynaklı Braket / Welded Bracket')).toEqual([
      'kaynakli braket welded bracket',
      'kaynakli braket',
      'welded bracket',
    ]);
    expect(nameVariants('Braket (Bracket)')).toEqual(['braket bracket', 'braket', 'bracket']);
  });
});
