import { describe, expect, it } from 'vitest';
import { filterParams } from './analysis-keys';
import { fileNameFromDisposition } from './download-pdf';

describe('PDF file name from Content-Disposition', () => {
  it.each([
    [`attachment; filename="8D-Rapor.pdf"; filename*=UTF-8''8D-Rapor-%C3%87apak.pdf`, '8D-Rapor-Çapak.pdf'],
    ['attachment; filename="rapor.pdf"', 'rapor.pdf'],
    ['attachment; filename=rapor.pdf', 'rapor.pdf'],
    [null, 'yedek.pdf'],
    ['attachment', 'yedek.pdf'],
  ])('%s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'yedek.pdf')).toBe(expected);
  });
});

describe('history query string', () => {
  it('leaves out defaults and an empty search', () => {
    expect(filterParams({ search: '  ', category: 'all', sort: 'date' }).toString()).toBe('');
  });
  it('sends the filters as the server expects them', () => {
    const params = filterParams({ search: ' çapak ', category: 'süreç', sort: 'confidence' });
    expect(Object.fromEntries(params)).toEqual({ search: 'çapak', category: 'süreç', sort: 'confidence' });
  });
});
