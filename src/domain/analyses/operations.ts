import { z } from 'zod';
import { ZIdParams } from '../shared/api-error';
import { defineOperation, ZBinaryFile } from '../shared/operation';
import { ZTrendQuery } from '../shared/trend-weeks';
import { ZAnalysisList, ZAnalysisStats, ZAnalysisTrends } from './api-contract';
import { ZPdfLang } from './pdf-labels';
import {
  refineDateRange,
  ZAnalysis,
  ZCreateAnalysisRequest,
  ZHistoryFilterQuery,
  ZListAnalysesQuery,
  ZRateAnalysisRequest,
} from './contract';

/** The PDF's own labels in the user's language (report content stays as stored). */
const ZPdfQuery = z.object({ lang: ZPdfLang.default('tr') });

/** The bulk PDF takes the history's filters, without paging (at most 500 reports), and the language. */
export const ZBulkPdfQuery = ZHistoryFilterQuery.extend(ZPdfQuery.shape).superRefine(refineDateRange);

const tags = ['analyses'] as const;

/** 8D problem analyses: run and store, history, rating, delete, dashboard figures, PDF reports. */
export const analysesOperations = {
  createAnalysis: defineOperation({
    method: 'POST',
    path: '/api/analyses',
    tags,
    summary: 'Problemi analiz eder (bilgi bankası + isteğe bağlı yapay zekâ) ve raporu kaydeder',
    body: ZCreateAnalysisRequest,
    response: ZAnalysis,
    status: 201,
  }),
  listAnalyses: defineOperation({
    method: 'GET',
    path: '/api/analyses',
    tags,
    summary: 'Rapor geçmişi: arama, kategori, sıralama, sayfa',
    query: ZListAnalysesQuery,
    response: ZAnalysisList,
  }),
  getStats: defineOperation({
    method: 'GET',
    path: '/api/analyses/stats',
    tags,
    summary: '8D dashboard rakamları',
    response: ZAnalysisStats,
  }),
  getTrends: defineOperation({
    method: 'GET',
    path: '/api/analyses/trends',
    tags,
    summary: '8D dashboard eğilimi: haftalık analiz, kategori, ortalama puan',
    query: ZTrendQuery,
    response: ZAnalysisTrends,
  }),
  bulkPdf: defineOperation({
    method: 'GET',
    path: '/api/analyses/pdf',
    tags,
    summary: 'Listelenen raporların tümü tek PDF (en fazla 500)',
    query: ZBulkPdfQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  getAnalysis: defineOperation({
    method: 'GET',
    path: '/api/analyses/:id',
    tags,
    params: ZIdParams,
    response: ZAnalysis,
  }),
  analysisPdf: defineOperation({
    method: 'GET',
    path: '/api/analyses/:id/pdf',
    tags,
    summary: '8D raporu (A4 PDF)',
    params: ZIdParams,
    query: ZPdfQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  rateAnalysis: defineOperation({
    method: 'PATCH',
    path: '/api/analyses/:id',
    tags,
    summary: 'Analizi 1-5 yıldızla puanlar (herkes puanlayabilir)',
    params: ZIdParams,
    body: ZRateAnalysisRequest,
    response: ZAnalysis,
  }),
  deleteAnalysis: defineOperation({
    method: 'DELETE',
    path: '/api/analyses/:id',
    tags,
    summary: 'Analizi siler: kendi analizleri, Yönetici tümünü',
    params: ZIdParams,
    response: z.null().describe('Silindi'),
    status: 204,
  }),
};
