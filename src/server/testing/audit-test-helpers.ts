import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TAudit, TAuditDocument } from '../../domain/audit/api-contract';
import { multipartFiles } from './audit-files';

/** Uploads files through the API as the user of `cookie`; expects 201. */
export async function uploadFiles(
  app: FastifyInstance,
  cookie: string,
  files: readonly { name: string; bytes: Buffer }[],
): Promise<TAuditDocument[]> {
  const body = multipartFiles(files);
  const res = await app.inject({
    method: 'POST',
    url: '/api/audit/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documents: TAuditDocument[] }>().documents;
}

/** POST /api/audits; expects 202 and returns the queued audit's id. */
export async function startAuditOf(
  app: FastifyInstance,
  cookie: string,
  documents: readonly TAuditDocument[],
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/audits',
    headers: { cookie },
    payload: { documentIds: documents.map((d) => d.id) },
  });
  expect(res.statusCode, res.body).toBe(202);
  const { audit } = res.json<{ audit: { id: string; status: string } }>();
  expect(audit.status).toBe('queued');
  return audit.id;
}

/** Polls GET /api/audits/{id} until the background job finished it (done or failed). */
export async function waitForAudit(
  app: FastifyInstance,
  cookie: string,
  id: string,
  timeoutMs = 90_000,
): Promise<TAudit> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/audits/${id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { audit } = res.json<{ audit: TAudit }>();
    if (audit.status === 'done' || audit.status === 'failed') return audit;
    if (Date.now() > deadline) throw new Error(`audit ${id} still ${audit.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Upload, audit, wait: the report of these files. */
export async function auditFiles(
  app: FastifyInstance,
  cookie: string,
  files: readonly { name: string; bytes: Buffer }[],
): Promise<TAudit> {
  const documents = await uploadFiles(app, cookie, files);
  return waitForAudit(app, cookie, await startAuditOf(app, cookie, documents));
}
