import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalysisList, ZAnalysisStats, ZAnalysisTrends } from '../../domain/analyses/api-contract';
import {
  ZAnalysis,
  ZCreateAnalysisRequest,
  ZListAnalysesQuery,
  ZRateAnalysisRequest,
} from '../../domain/analyses/contract';
import { ZApiError, ZIdParams } from '../../domain/shared/api-error';
import { ZTrendQuery } from '../../domain/shared/trend-weeks';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notFound } from '../http/app-error';
import { analysisPdf, bulkAnalysesPdf, type PdfDownload } from './analysis-pdf';
import { analysisStats } from './analysis-stats';
import { analysisTrends } from './analysis-trends';
import { createAnalysis } from './create-analysis';
import { deleteAnalysis } from './delete-analysis';
import { EntryIdCache } from './entry-id-cache';
import { listAnalyses } from './list-analyses';
import { ANALYSIS_NOT_FOUND, getAnalysis } from './present-analysis';
import { rateAnalysis } from './rate-analysis';
import { attachmentDisposition } from './pdf/pdf-filename';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { streamPdfFromWorker } from '../workers/stream-pdf';

const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError };
const pdfErrors = { ...errors, 503: ZApiError };
const tags = ['analyses'];
const ZBulkPdfQuery = ZListAnalysesQuery.pick({ search: true, category: true, sort: true });

/** Streams the PDF as a worker thread renders it (chunked); the work stops if the client leaves. */
async function sendPdf(ctx: AppContext, reply: FastifyReply, download: PdfDownload) {
  const stream = await streamPdfFromWorker(ctx.workers, download, abortOnDisconnect(reply));
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(download.names))
    .header('cache-control', 'no-store')
    .send(stream);
}

/** 8D problem analyses: run and store, history, rating, delete, dashboard figures, PDF reports. */
export async function analysesRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const entryIds = new EntryIdCache();
  ctx.realtime.register({
    dbTable: 'ai_analyses',
    table: 'ai_analyses',
    load: (id) => getAnalysis(ctx.db, id),
  });

  app.post(
    '/api/analyses',
    {
      schema: {
        tags,
        summary: 'Problemi analiz eder (bilgi bankası + isteğe bağlı yapay zekâ) ve raporu kaydeder',
        body: ZCreateAnalysisRequest,
        response: { 201: ZAnalysis, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAnalysis(ctx.db, currentUser(request), request.body, { log: request.log })),
  );

  app.get(
    '/api/analyses',
    {
      schema: {
        tags,
        summary: 'Rapor geçmişi: arama, kategori, sıralama, sayfa',
        querystring: ZListAnalysesQuery,
        response: { 200: ZAnalysisList, ...errors },
      },
    },
    async (request) => listAnalyses(ctx.db, request.query),
  );

  app.get(
    '/api/analyses/stats',
    { schema: { tags, summary: '8D dashboard rakamları', response: { 200: ZAnalysisStats } } },
    async () => analysisStats(ctx.db, entryIds),
  );

  app.get(
    '/api/analyses/trends',
    {
      schema: {
        tags,
        summary: '8D dashboard eğilimi: haftalık analiz, kategori, ortalama puan',
        querystring: ZTrendQuery,
        response: { 200: ZAnalysisTrends, ...errors },
      },
    },
    async (request) => analysisTrends(ctx.db, request.query.weeks),
  );

  app.get(
    '/api/analyses/pdf',
    {
      schema: {
        tags,
        summary: `Listelenen raporların tümü tek PDF (en fazla 500)`,
        querystring: ZBulkPdfQuery,
        response: pdfErrors,
      },
    },
    async (request, reply) => sendPdf(ctx, reply, await bulkAnalysesPdf(ctx.db, request.query)),
  );

  app.get(
    '/api/analyses/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZAnalysis, ...errors } } },
    async (request) => {
      const analysis = await getAnalysis(ctx.db, request.params.id);
      if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
      return analysis;
    },
  );

  app.get(
    '/api/analyses/:id/pdf',
    { schema: { tags, summary: '8D raporu (A4 PDF)', params: ZIdParams, response: pdfErrors } },
    async (request, reply) => sendPdf(ctx, reply, await analysisPdf(ctx.db, request.params.id)),
  );

  app.patch(
    '/api/analyses/:id',
    {
      schema: {
        tags,
        summary: 'Analizi 1-5 yıldızla puanlar (herkes puanlayabilir)',
        params: ZIdParams,
        body: ZRateAnalysisRequest,
        response: { 200: ZAnalysis, ...errors },
      },
    },
    async (request) => rateAnalysis(ctx.db, request.params.id, request.body.rating),
  );

  app.delete(
    '/api/analyses/:id',
    {
      schema: {
        tags,
        summary: 'Analizi siler: kendi analizleri, Yönetici tümünü',
        params: ZIdParams,
        response: { 204: z.null().describe('Silindi'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAnalysis(ctx.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
