import { ZIdParams, ZOk } from '../../shared/api-error';
import { defineOperation } from '../../shared/operation';
import { ZCloseEightDRequest, ZDecideProposalRequest, ZEightDFmeaLink } from './contract';

const tags = ['fmea', 'analyses'] as const;

/** 8D → FMEA (issue 23 §7): the 8D's closure (D8) and the PFMEA changes it proposes. */
export const eightDFmeaOperations = {
  getLink: defineOperation({
    method: 'GET',
    path: '/api/analyses/:id/fmea',
    tags,
    summary: '8D kapanışı (D8) ve FMEA değişiklik önerileri',
    params: ZIdParams,
    response: ZEightDFmeaLink,
  }),
  close: defineOperation({
    method: 'POST',
    path: '/api/analyses/:id/closure',
    tags,
    summary:
      '8D raporunu kapatır (hazırlayan veya Yönetici) ve ilgili PFMEA satırları için değişiklik önerir',
    params: ZIdParams,
    body: ZCloseEightDRequest,
    response: ZEightDFmeaLink,
  }),
  decide: defineOperation({
    method: 'POST',
    path: '/api/fmea-proposals/:id/decision',
    tags,
    summary:
      'Bir FMEA değişiklik önerisini kabul eder (FMEA güncellenir) veya reddeder (FMEA sahibi veya Yönetici)',
    params: ZIdParams,
    body: ZDecideProposalRequest,
    response: ZOk,
  }),
};
