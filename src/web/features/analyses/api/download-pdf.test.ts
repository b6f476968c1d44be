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
    expect(filterQuery({ search: '  ', category: 'all', from: '', to: '', sort: 'date' })).toEqual({});
    expect(operationHref(ops.bulkPdf, { query: {} })).toBe('/api/analyses/pdf');
  });
  it('sends the filters as the server expects them', () => {
    const query = filterQuery({ search: ' çapak ', category: 'süreç', from: '', to: '', sort: 'confidence' });
    expect(query).toEqual({ search: 'çapak', category: 'süreç', sort: 'confidence' });
    // The server's own schema accepts what the screen sends.
    expect(ops.bulkPdf.query.parse(query)).toEqual({ ...query, lang: 'tr' });
    expect(ops.bulkPdf.query.parse({ ...query, lang: 'en' })).toEqual({ ...query, lang: 'en' });
    expect(operationHref(ops.bulkPdf, { query })).toBe(
      '/api/analyses/pdf?search=%C3%A7apak&category=s%C3%BCre%C3%A7&sort=confidence',
    );
  });
  it('sends a plant-day range; the server refuses an end before the start in Turkish', () => {
    const query = filterQuery({
      search: '',
      category: 'all',
      from: '2026-11-16',
      to: '2026-11-22',
      sort: 'date',
    });
    expect(query).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(ops.bulkPdf.query.parse(query)).toEqual({ ...query, category: 'all', sort: 'date', lang: 'tr' });
    const reversed = ops.bulkPdf.query.safeParse({ from: '2026-11-22', to: '2026-11-16' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    });
    expect(ops.bulkPdf.query.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});
