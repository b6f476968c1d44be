import { z } from 'zod';
import { ZIdParams } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import {
  ZCapabilityRequest,
  ZCapabilityResult,
  ZCapabilityStudy,
  ZCapabilityStudySummary,
  ZCreateCapabilityStudy,
} from './contract';

/** One page of saved studies: the screen and the server's default agree on it. */
export const STUDIES_PAGE_SIZE = 20;
const MAX_STUDIES_PAGE_SIZE = 200;

/** GET /api/capability-studies query: a page of the newest studies. */
const ZListStudiesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_STUDIES_PAGE_SIZE).default(STUDIES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TListStudiesQuery = z.infer<typeof ZListStudiesQuery>;

const ZCapabilityStudyList = z.object({
  studies: z.array(ZCapabilityStudySummary),
  total: z.number().int().describe('Kayıtlı çalışmaların toplam sayısı (sayfalama için)'),
});
export type TCapabilityStudyList = z.infer<typeof ZCapabilityStudyList>;

const tags = ['capability'] as const;

/** The Cp/Cpk API: a stateless calculation for measuring stations and the screen, and saved studies. */
export const capabilityOperations = {
  calculate: defineOperation({
    method: 'POST',
    path: '/api/calculations/capability',
    tags,
    summary: 'Cp/Cpk, kısa dönem Cp/Cpk, beklenen ppm, Anderson-Darling ve I-MR limitleri',
    body: ZCapabilityRequest,
    response: ZCapabilityResult,
  }),
  listStudies: defineOperation({
    method: 'GET',
    path: '/api/capability-studies',
    tags,
    summary: 'Kayıtlı çalışmalar, en yeni önce',
    query: ZListStudiesQuery,
    response: ZCapabilityStudyList,
  }),
  getStudy: defineOperation({
    method: 'GET',
    path: '/api/capability-studies/:id',
    tags,
    params: ZIdParams,
    response: ZCapabilityStudy,
  }),
  createStudy: defineOperation({
    method: 'POST',
    path: '/api/capability-studies',
    tags,
    summary: 'Çalışmayı kaydeder; sonuç sunucuda ölçümlerden yeniden hesaplanır',
    body: ZCreateCapabilityStudy,
    response: ZCapabilityStudy,
    status: 201,
  }),
  deleteStudy: defineOperation({
    method: 'DELETE',
    path: '/api/capability-studies/:id',
    tags,
    params: ZIdParams,
    response: z.null().describe('Silindi'),
    status: 204,
  }),
};
