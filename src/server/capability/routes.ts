import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCapabilityRequest,
  ZCapabilityResult,
  ZCapabilityStudy,
  ZCreateCapabilityStudy,
} from '../../domain/capability/contract';
import { ZApiError, ZIdParams } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notFound } from '../http/app-error';
import { createStudy } from './create-study';
import { deleteStudy, STUDY_NOT_FOUND } from './delete-study';
import { listStudies, ZCapabilityStudyList, ZListStudiesQuery } from './list-studies';
import { getStudy } from './present-study';
import { runCalculationInWorker } from './run-calculation';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { RawBody } from '../workers/raw-body';

/** 10⁶ measurements as JSON (≈ 8–17 bytes each) fit; everything else keeps the app-wide 1 MiB. */
export const CALCULATION_BODY_LIMIT = 16 * 1024 * 1024;
/** A saved study holds at most 100 000 values (MAX_STUDY_MEASUREMENTS). */
export const STUDY_BODY_LIMIT = 4 * 1024 * 1024;

const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 413: ZApiError };

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
  scope.post(
    '/api/calculations/capability',
    {
      bodyLimit: CALCULATION_BODY_LIMIT,
      validatorCompiler: keepRawBody,
      schema: {
        tags: ['capability'],
        summary: 'Cp/Cpk, kısa dönem Cp/Cpk, beklenen ppm, Anderson-Darling ve I-MR limitleri',
        body: ZCapabilityRequest,
        response: { 200: ZCapabilityResult, ...errors, 503: ZApiError },
      },
    },
    async (request, reply) => runCalculationInWorker(ctx.workers, request.body, abortOnDisconnect(reply)),
  );
}

/** Cp/Cpk: a stateless calculation for measuring stations and the screen, and saved studies. */
export async function capabilityRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  await appBase.register(async (scope) => calculationRoute(scope, ctx));

  app.get(
    '/api/capability-studies',
    {
      schema: {
        tags: ['capability'],
        summary: 'Kayıtlı çalışmalar, en yeni önce',
        querystring: ZListStudiesQuery,
        response: { 200: ZCapabilityStudyList, ...errors },
      },
    },
    async (request) => listStudies(ctx.db, request.query),
  );

  app.get(
    '/api/capability-studies/:id',
    {
      schema: {
        tags: ['capability'],
        params: ZIdParams,
        response: { 200: ZCapabilityStudy, ...errors },
      },
    },
    async (request) => {
      const study = await getStudy(ctx.db, request.params.id);
      if (!study) throw notFound(STUDY_NOT_FOUND);
      return study;
    },
  );

  app.post(
    '/api/capability-studies',
    {
      bodyLimit: STUDY_BODY_LIMIT,
      schema: {
        tags: ['capability'],
        summary: 'Çalışmayı kaydeder; sonuç sunucuda ölçümlerden yeniden hesaplanır',
        body: ZCreateCapabilityStudy,
        response: { 201: ZCapabilityStudy, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStudy(ctx.db, currentUser(request), request.body)),
  );

  app.delete(
    '/api/capability-studies/:id',
    {
      schema: {
        tags: ['capability'],
        params: ZIdParams,
        response: { 204: z.null().describe('Silindi'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteStudy(ctx.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
