import type { FastifyInstance } from 'fastify';
import { FMEA_BODY_LIMIT_BYTES, FMEA_MESSAGES } from '../../domain/fmea/contract';
import { fmeaOperations as ops } from '../../domain/fmea/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation, registerRawJsonOperation } from '../http/register-operation';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { createFmea, removeUnfinishedFmeas } from './create-fmea';
import { deleteFmea } from './delete-fmea';
import { getFmea, getFmeaSummary, listFmeas } from './fmea-queries';
import { presentFmeaSettings, readFmeaSettings, writeFmeaSettings } from './fmea-settings-store';
import { generatePlan } from './generate-plan';
import { listPlanItems } from './plan-items';
import { eightDFmeaRoutes } from './eight-d/routes';
import { fmeaLineRoutes } from './lines/line-routes';
import { updateFmea } from './update-fmea';

/** Reverse FMEA: stored FMEAs (live list), their preventive action plans and the rule settings. */
export async function fmeaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Pushed to everyone without rows (a 10 000-row FMEA stays a small event): presented for nobody,
  // each browser refetches its lists, whose `can` the server computes for its user (fmea-cache.ts).
  ctx.realtime.register({ dbTable: 'fmeas', table: 'fmeas', load: (id) => getFmeaSummary(ctx.db, id, null) });
  // FMEAs a crash left half-written were never acknowledged: they go (logged, never fatal to the start).
  void removeUnfinishedFmeas(ctx.db).then(
    (count) => count > 0 && app.log.warn({ count }, 'removed unfinished FMEAs'),
    (error: unknown) => app.log.error({ err: error }, 'could not remove unfinished FMEAs'),
  );

  registerOperation(app, ops.listFmeas, async ({ query }, request) =>
    listFmeas(ctx.db, currentUser(request), query),
  );

  // Its JSON body (up to 32 MB, 20 000 rows) is parsed, validated and turned into line batches on a
  // pool thread.
  await registerRawJsonOperation(
    app,
    ops.createFmea,
    async ({ body }, request, reply) =>
      createFmea(ctx.db, ctx.workers, currentUser(request), body, abortOnDisconnect(reply)),
    { bodyLimit: FMEA_BODY_LIMIT_BYTES },
  );

  registerOperation(app, ops.getFmea, async ({ params }, request) => {
    const fmea = await getFmea(ctx.db, params.id, currentUser(request));
    if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
    return fmea;
  });

  registerOperation(
    app,
    ops.updateFmea,
    async ({ params, body }, request) => updateFmea(ctx.db, currentUser(request), params.id, body),
    { bodyLimit: FMEA_BODY_LIMIT_BYTES },
  );

  registerOperation(app, ops.deleteFmea, async ({ params }, request) => {
    await deleteFmea(ctx.db, currentUser(request), params.id);
    return { ok: true as const };
  });

  registerOperation(app, ops.generatePlan, async ({ params, body }, request) => {
    const viewer = currentUser(request);
    return ctx.heavyJobs.run(viewer.id, () =>
      generatePlan(ctx.db, ctx.workers, viewer, params.id, { useAi: body?.useAi, log: request.log }),
    );
  });

  registerOperation(app, ops.listPlanItems, async ({ params, query }) =>
    listPlanItems(ctx.db, params.id, query),
  );

  await fmeaLineRoutes(app, ctx);
  await eightDFmeaRoutes(app, ctx);

  registerOperation(app, ops.getSettings, async (_input, request) =>
    presentFmeaSettings(await readFmeaSettings(ctx.db), currentUser(request)),
  );

  registerOperation(app, ops.updateSettings, async ({ body }, request) =>
    writeFmeaSettings(ctx.db, currentUser(request), body),
  );
}
