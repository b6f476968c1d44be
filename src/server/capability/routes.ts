import type { FastifyInstance } from 'fastify';
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
import { runCalculation } from './run-calculation';

/** 10⁶ measurements as JSON (≈ 8–17 bytes each) fit; everything else keeps the app-wide 1 MiB. */
export const CALCULATION_BODY_LIMIT = 16 * 1024 * 1024;
/** A saved study holds at most 100 000 values (MAX_STUDY_MEASUREMENTS). */
export const STUDY_BODY_LIMIT = 4 * 1024 * 1024;

const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 413: ZApiError };

/** Cp/Cpk: a stateless calculation for measuring stations and the screen, and saved studies. */
export async function capabilityRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/calculations/capability',
    {
      bodyLimit: CALCULATION_BODY_LIMIT,
      schema: {
        tags: ['capability'],
        summary: 'Cp/Cpk, kısa dönem Cp/Cpk, beklenen ppm, Anderson-Darling ve I-MR limitleri',
        body: ZCapabilityRequest,
        response: { 200: ZCapabilityResult, ...errors },
      },
    },
    async (request) => runCalculation(request.body),
  );

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
