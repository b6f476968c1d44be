import { describe, expect, it } from 'vitest';
import {
  PROBLEM_CATEGORY_LABELS,
  PROCESS_TYPE_LABELS,
  ZAnalysis,
  ZCreateAnalysisRequest,
  ZListAnalysesQuery,
  ZProcessType,
  ZRateAnalysisRequest,
} from './contract';
import { buildAnalysisReport } from './build-report';

const VALID = {
  title: '  Çapak  ',
  description: 'Ayırma çizgisinde çapak',
  category: 'quality',
  severity: 'high',
  department: 'production',
  discoveryDate: '2024-02-29',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? '';
}

describe('ZCreateAnalysisRequest', () => {
  it('trims and fills the defaults', () => {
    expect(ZCreateAnalysisRequest.parse(VALID)).toEqual({
      ...VALID,
      title: 'Çapak',
      customerImpact: '',
      processType: 'auto',
    });
  });

  it.each([
    [{ title: '   ' }, 'Başlık gereklidir'],
    [{ title: undefined }, 'Başlık gereklidir'],
    [{ title: 'x'.repeat(201) }, 'Başlık en fazla 200 karakter olabilir'],
    [{ description: '' }, 'Açıklama gereklidir'],
    [{ description: 'x'.repeat(5001) }, 'Açıklama en fazla 5000 karakter olabilir'],
    [{ customerImpact: 'x'.repeat(2001) }, 'Müşteri etkisi en fazla 2000 karakter olabilir'],
    [{ category: 'kalite' }, 'Kategori seçin'],
    [{ severity: undefined }, 'Önem derecesi seçin'],
    [{ department: 'hr' }, 'Sorumlu departman seçin'],
    [{ discoveryDate: '2023-02-29' }, 'Geçerli bir tarih girin'],
    [{ discoveryDate: '05.03.2024' }, 'Geçerli bir tarih girin'],
    [{ discoveryDate: '' }, 'Geçerli bir tarih girin'],
    [{ processType: 'wood' }, 'Geçerli bir proses tipi seçin'],
  ])('%j → %s', (override, message) => {
    expect(firstMessage(ZCreateAnalysisRequest.safeParse({ ...VALID, ...override }))).toBe(message);
  });

  it('rejects unknown keys (strict)', () => {
    expect(ZCreateAnalysisRequest.safeParse({ ...VALID, userId: 'x' }).success).toBe(false);
  });
});

describe('ZRateAnalysisRequest', () => {
  it.each([[1], [5]])('accepts %i', (rating) => {
    expect(ZRateAnalysisRequest.safeParse({ rating }).success).toBe(true);
  });
  it.each([[0], [6], [2.5], ['3'], [undefined]])('rejects %j with the Turkish message', (rating) => {
    expect(firstMessage(ZRateAnalysisRequest.safeParse({ rating }))).toBe('Puan 1 ile 5 arasında olmalıdır');
  });
});

describe('ZListAnalysesQuery', () => {
  it('coerces the query string and fills defaults', () => {
    expect(ZListAnalysesQuery.parse({ limit: '20' })).toEqual({
      category: 'all',
      sort: 'date',
      limit: 20,
      offset: 0,
    });
    expect(
      ZListAnalysesQuery.parse({ category: 'süreç', sort: 'rating', offset: '40', search: ' çapak ' }),
    ).toEqual({ category: 'süreç', sort: 'rating', limit: 50, offset: 40, search: 'çapak' });
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '201' }],
    [{ offset: '-1' }],
    [{ sort: 'name' }],
    [{ category: 'quality' }],
  ])('rejects %j', (query) => {
    expect(ZListAnalysesQuery.safeParse(query).success).toBe(false);
  });
});

describe('labels', () => {
  it('has Turkish labels for every option', () => {
    expect(PROBLEM_CATEGORY_LABELS.human).toBe('İnsan');
    expect(PROCESS_TYPE_LABELS.auto).toBe('Otomatik algıla');
    expect(Object.keys(PROCESS_TYPE_LABELS)).toEqual(ZProcessType.options);
  });
});

describe('ZAnalysis', () => {
  it('accepts a presented row', () => {
    const request = ZCreateAnalysisRequest.parse(VALID);
    const row = {
      ...request,
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      analysisResult: buildAnalysisReport(request, []),
      confidence: 75,
      rating: 0,
      status: 'completed',
      userId: 'u1',
      userFullName: 'Ayşe Kaya',
      createdAt: '2024-03-05T10:00:00.000Z',
      updatedAt: '2024-03-05T10:00:00.000Z',
      can: { rate: true, delete: false },
    };
    expect(ZAnalysis.safeParse(row).success).toBe(true);
    expect(ZAnalysis.safeParse({ ...row, can: undefined }).success).toBe(false);
    expect(ZAnalysis.safeParse({ ...row, rating: 6 }).success).toBe(false);
    expect(ZAnalysis.safeParse({ ...row, status: 'done' }).success).toBe(false);
  });
});
