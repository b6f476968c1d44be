import { describe, expect, it } from 'vitest';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { operationHref } from '../../../lib/api-client';
import { filterQuery } from './analysis-keys';
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
    expect(filterQuery({ search: '  ', category: 'all', sort: 'date' })).toEqual({});
    expect(operationHref(ops.bulkPdf, { query: {} })).toBe('/api/analyses/pdf');
  });
  it('sends the filters as the server expects them', () => {
    const query = filterQuery({ search: ' çapak ', category: 'süreç', sort: 'confidence' });
    expect(query).toEqual({ search: 'çapak', category: 'süreç', sort: 'confidence' });
    // The server's own schema accepts what the screen sends.
    expect(ops.bulkPdf.query.parse(query)).toEqual({ ...query, lang: 'tr' });
    expect(ops.bulkPdf.query.parse({ ...query, lang: 'en' })).toEqual({ ...query, lang: 'en' });
    expect(operationHref(ops.bulkPdf, { query })).toBe(
      '/api/analyses/pdf?search=%C3%A7apak&category=s%C3%BCre%C3%A7&sort=confidence',
    );
  });
});
