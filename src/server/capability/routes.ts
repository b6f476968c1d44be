import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { capabilityOperations as ops } from '../../domain/capability/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { RawBody } from '../workers/raw-body';
import { createStudy } from './create-study';
import { deleteStudy, STUDY_NOT_FOUND } from './delete-study';
import { listStudies } from './list-studies';
import { getStudy } from './present-study';
import { runCalculationInWorker } from './run-calculation';

/** 10⁶ measurements as JSON (≈ 8–17 bytes each) fit; everything else keeps the app-wide 1 MiB. */
export const CALCULATION_BODY_LIMIT = 16 * 1024 * 1024;
/** A saved study holds at most 100 000 values (MAX_STUDY_MEASUREMENTS). */
export const STUDY_BODY_LIMIT = 4 * 1024 * 1024;

// The body stays raw here: the pool thread parses and validates it with the same schema.
const keepRawBody: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });

/**
 * The stateless calculation, in its own scope: its JSON body is kept as bytes (this scope's only
 * parser; other media types get the usual 415) because JSON.parse and zod over 10⁶ numbers take
 * as long as the statistics, and all three run on a worker thread. The zod schema still documents it.
 */
async function calculationRoute(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: CALCULATION_BODY_LIMIT },
    (_request, body, done) => done(null, Buffer.isBuffer(body) ? new RawBody(body) : body),
  );
  registerOperation(
    scope,
    ops.calculate,
    // The raw bytes go to the pool thread, which parses and validates them with the same schema.
    async ({ body }, _request, reply) => runCalculationInWorker(ctx.workers, body, abortOnDisconnect(reply)),
    { bodyLimit: CALCULATION_BODY_LIMIT, validatorCompiler: keepRawBody },
  );
}

/** Cp/Cpk: a stateless calculation for measuring stations and the screen, and saved studies. */
export async function capabilityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => calculationRoute(scope, ctx));

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
