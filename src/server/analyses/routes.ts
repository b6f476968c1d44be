import type { FastifyInstance, FastifyReply } from 'fastify';
import { analysesOperations as ops } from '../../domain/analyses/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { analysisPdf, bulkAnalysesPdf, type PdfDownload } from './analysis-pdf';
import { analysisStats } from './analysis-stats';
import { analysisTrends } from './analysis-trends';
import { createAnalysis } from './create-analysis';
import { deleteAnalysis } from './delete-analysis';
import { EntryIdCache } from './entry-id-cache';
import { listAnalyses } from './list-analyses';
import { ANALYSIS_NOT_FOUND, getAnalysis } from './present-analysis';
import { rateAnalysis } from './rate-analysis';
import { attachmentDisposition } from '../pdf-kit/pdf-filename';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { streamPdfFromWorker } from './pdf/stream-analyses-pdf';

/** Streams the PDF as a worker thread renders it (chunked); the work stops if the client leaves. */
async function sendPdf(ctx: AppContext, userId: string, reply: FastifyReply, download: PdfDownload) {
  // The user's heavy-job slot is held until the stream closes: the thread renders while bytes go out.
  const stream = await ctx.heavyJobs.stream(userId, () =>
    streamPdfFromWorker(ctx.workers, download, abortOnDisconnect(reply)),
  );
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(download.names))
    .header('cache-control', 'no-store')
    .send(stream);
}

/** 8D problem analyses: run and store, history, rating, delete, dashboard figures, PDF reports. */
export async function analysesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const entryIds = new EntryIdCache();
  ctx.realtime.register({
    dbTable: 'ai_analyses',
    table: 'ai_analyses',
    // Pushed to everyone: presented for nobody, each browser recomputes `can` for its user.
    load: (id) => getAnalysis(ctx.db, id, null),
  });

  registerOperation(app, ops.createAnalysis, async ({ body }, request) =>
    createAnalysis(ctx.db, currentUser(request), body, { log: request.log }),
  );

  registerOperation(app, ops.listAnalyses, async ({ query }, request) =>
    listAnalyses(ctx.db, currentUser(request), query),
  );

  registerOperation(app, ops.getStats, async () => analysisStats(ctx.db, entryIds));

  registerOperation(app, ops.bulkPdf, async ({ query }, request, reply) =>
    sendPdf(ctx, currentUser(request).id, reply, await bulkAnalysesPdf(ctx.db, query, query.lang)),
  );

  registerOperation(app, ops.getAnalysis, async ({ params }, request) => {
    const analysis = await getAnalysis(ctx.db, params.id, currentUser(request));
    if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
    return analysis;
  });

  registerOperation(app, ops.analysisPdf, async ({ params, query }, request, reply) =>
    sendPdf(ctx, currentUser(request).id, reply, await analysisPdf(ctx.db, params.id, query.lang)),
  );

  registerOperation(app, ops.getTrends, async ({ query }) => analysisTrends(ctx.db, query.weeks));

  registerOperation(app, ops.rateAnalysis, async ({ params, body }, request) =>
    rateAnalysis(ctx.db, currentUser(request), params.id, body.rating),
  );

  registerOperation(app, ops.deleteAnalysis, async ({ params }, request) => {
    await deleteAnalysis(ctx.db, currentUser(request), params.id);
    return null;
  });
}
