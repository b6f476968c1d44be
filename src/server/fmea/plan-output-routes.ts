import type { FastifyInstance } from 'fastify';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import { planOutputOperations as ops } from '../../domain/fmea/plan-output-operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { attachmentDisposition } from '../pdf-kit/pdf-filename';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { createPlanTasks } from './plan-output-create-tasks';
import { draftPlanTasks } from './plan-output-drafts';
import { exportPlanCsv, exportPlanXlsx } from './plan-output-export';
import { getFmeaSummary } from './fmea-queries';
import { listPlanTaskLinks } from './plan-output-task-links';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Plan outputs: the formatted .xlsx and plan items → tasks (drafts, creation, live status). */
export async function planOutputRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.exportPlanXlsx, async ({ params, query }, request, reply) => {
    const viewer = currentUser(request);
    const file = await ctx.heavyJobs.run(viewer.id, () =>
      exportPlanXlsx(ctx.db, ctx.workers, viewer, params.id, query.lang, abortOnDisconnect(reply)),
    );
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachmentDisposition({ ascii: file.fileName, utf8: file.fileName }))
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  registerOperation(app, ops.exportPlanCsv, async ({ params, query }, request, reply) => {
    const viewer = currentUser(request);
    const file = await ctx.heavyJobs.run(viewer.id, () =>
      exportPlanCsv(ctx.db, ctx.workers, viewer, params.id, query.lang, abortOnDisconnect(reply)),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition({ ascii: file.fileName, utf8: file.fileName }))
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  registerOperation(app, ops.draftPlanTasks, async ({ params, body }, request) =>
    draftPlanTasks(ctx.db, currentUser(request), params.id, body.itemIds),
  );

  registerOperation(app, ops.createPlanTasks, async ({ params, body }, request) =>
    createPlanTasks(ctx.db, currentUser(request), params.id, body),
  );

  registerOperation(app, ops.listPlanTasks, async ({ params }, request) => {
    // anyone who may read the FMEA sees which tasks its plan became (404 when it is gone)
    const fmea = await getFmeaSummary(ctx.db, params.id, currentUser(request));
    if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
    return listPlanTaskLinks(ctx.db, fmea.id);
  });
}
