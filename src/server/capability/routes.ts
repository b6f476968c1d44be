import type { FastifyInstance } from 'fastify';
import { capabilityOperations as ops } from '../../domain/capability/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation, registerRawJsonOperation } from '../http/register-operation';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { createStudy } from './create-study';
import { deleteStudy, STUDY_NOT_FOUND } from './delete-study';
import { listStudies } from './list-studies';
import { getStudy } from './present-study';
import { runCalculationInWorker } from './run-calculation';

/**
 * 10⁶ measurements as JSON (≈ 8–17 bytes each) fit; everything else keeps the app-wide 1 MiB.
 * @internal
 */
export const CALCULATION_BODY_LIMIT = 16 * 1024 * 1024;
/** A saved study holds at most 100 000 values (MAX_STUDY_MEASUREMENTS). */
const STUDY_BODY_LIMIT = 4 * 1024 * 1024;

/** Cp/Cpk: a stateless calculation for measuring stations and the screen, and saved studies. */
export async function capabilityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // JSON.parse and zod over 10⁶ numbers take as long as the statistics: all three run on a pool thread.
  await registerRawJsonOperation(
    app,
    ops.calculate,
    async ({ body }, _request, reply) => runCalculationInWorker(ctx.workers, body, abortOnDisconnect(reply)),
    { bodyLimit: CALCULATION_BODY_LIMIT },
  );

  registerOperation(app, ops.listStudies, async ({ query }, request) =>
    listStudies(ctx.db, currentUser(request), query),
  );

  registerOperation(app, ops.getStudy, async ({ params }, request) => {
    const study = await getStudy(ctx.db, params.id, currentUser(request));
    if (!study) throw notFound(STUDY_NOT_FOUND);
    return study;
  });

  registerOperation(
    app,
    ops.createStudy,
    async ({ body }, request) => createStudy(ctx.db, currentUser(request), body),
    { bodyLimit: STUDY_BODY_LIMIT },
  );

  registerOperation(app, ops.deleteStudy, async ({ params }, request) => {
    await deleteStudy(ctx.db, currentUser(request), params.id);
    return null;
  });
}
