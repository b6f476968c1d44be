import { z } from 'zod';
import { ZApiError, ZIdParams } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZApiTokenList, ZCreateApiTokenRequest, ZCreatedApiToken, ZFeedQuery } from './contract';

const tags = ['feeds'] as const;

const feed = <const P extends `/api/feeds/${string}`>(path: P, summary: string) =>
  defineOperation({
    method: 'GET',
    path,
    tags,
    summary,
    query: ZFeedQuery,
    // A file (CSV or a JSON array streamed row by row): `response` documents the errors only.
    response: ZApiError,
    binary: true,
    // The one kind of route a personal API token may call (Authorization: Bearer kat_…).
    apiToken: true,
  });

/** Read-only feeds for Power BI (and any reporting tool) and the personal API tokens that read them. */
export const feedsOperations = {
  tasksFeed: feed('/api/feeds/tasks', 'Görevler (CSV veya JSON; oturum ya da kişisel API belirteci)'),
  analysesFeed: feed(
    '/api/feeds/analyses',
    '8D analizleri (CSV veya JSON; oturum ya da kişisel API belirteci)',
  ),
  studiesFeed: feed(
    '/api/feeds/capability-studies',
    'Yeterlilik çalışmaları (CSV veya JSON; oturum ya da kişisel API belirteci)',
  ),
  fmeaLinesFeed: feed(
    '/api/feeds/fmea-lines',
    'FMEA satırları: adım, hata, neden, S/O/D, önce ve sonra AP, aksiyon durumu ve tarihleri (CSV veya JSON)',
  ),
  listTokens: defineOperation({
    method: 'GET',
    path: '/api/api-tokens',
    tags,
    summary: 'Kişisel API belirteçlerim (belirtecin kendisi hiçbir zaman gönderilmez)',
    response: ZApiTokenList,
  }),
  createToken: defineOperation({
    method: 'POST',
    path: '/api/api-tokens',
    tags,
    summary: 'Salt okunur kişisel API belirteci oluşturur; belirteç yalnızca bir kez gösterilir',
    body: ZCreateApiTokenRequest,
    response: ZCreatedApiToken,
    status: 201,
  }),
  revokeToken: defineOperation({
    method: 'DELETE',
    path: '/api/api-tokens/:id',
    tags,
    summary: 'Kişisel API belirtecini iptal eder',
    params: ZIdParams,
    response: z.null().describe('İptal edildi'),
    status: 204,
  }),
};
