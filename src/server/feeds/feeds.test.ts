import { count as countRows, sql } from 'drizzle-orm';
import { aiAnalyses, capabilityStudies, tasks } from '../db/schema';
import { apiTokens } from '../db/schema-feeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  ZAnalysisFeedRow,
  ZStudyFeedRow,
  ZTaskFeedRow,
} from '../../domain/feeds/contract';
import { feedChunks } from './stream-feed';
import { taskFeed } from './task-feed';
import { createTaskAs, loginActors, type Actors } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let app: FastifyInstance;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  actors = await loginActors(app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Who = keyof Actors['cookie'];
const createToken = async (who: Who, name = 'Power BI Desktop') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: { cookie: actors.cookie[who] },
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ token: { id: string; prefix: string }; secret: string }>();
};
const listTokens = (who: Who) =>
  app.inject({ method: 'GET', url: '/api/api-tokens', headers: { cookie: actors.cookie[who] } });
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const feed = (url: string, secret: string) => app.inject({ method: 'GET', url, headers: bearer(secret) });
const TABLES = { tasks, ai_analyses: aiAnalyses, capability_studies: capabilityStudies };
const count = async (table: keyof typeof TABLES) =>
  Number((await t.ctx.db.select({ n: countRows() }).from(TABLES[table]))[0]?.n);

describe('personal API tokens', () => {
  it('are shown once at creation and listed without the secret', async () => {
    const created = await createToken('kalite');
    expect(created.secret).toMatch(/^kat_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Power BI Desktop', lastUsedAt: null });
    expect(created.token.prefix).toBe(`${created.secret.slice(0, 8)}…`);
    const list = await listTokens('kalite');
    expect(list.body).not.toContain(created.secret);
    expect(list.json().tokens.map((x: { id: string }) => x.id)).toContain(created.token.id);
    // Only the hash is stored.
    const stored = await t.ctx.db.select().from(apiTokens);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it("never lists or revokes another user's tokens", async () => {
    const mine = await createToken('kalip', 'Kalıphane raporu');
    expect((await listTokens('kalite')).json().tokens.map((x: { id: string }) => x.id)).not.toContain(
      mine.token.id,
    );
    expect((await listTokens('admin')).body).not.toContain('Kalıphane raporu');
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${mine.token.id}`,
      headers: { cookie: actors.cookie.admin },
    });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().error.message).toBe(API_TOKEN_MESSAGES.notFound);
    expect((await feed('/api/feeds/tasks', mine.secret)).statusCode).toBe(200);
  });

  it('validate the name with a Turkish message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      headers: { cookie: actors.cookie.kalite },
      payload: { name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.nameRequired);
  });
});

describe('feeds with a token and no cookie', () => {
  it('answer the tasks as JSON, every row, in the contract shape, and record the last use', async () => {
    const { token, secret } = await createToken('kalite');
    const res = await feed('/api/feeds/tasks?format=json', secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = res.json<unknown[]>();
    expect(rows.length).toBe(await count('tasks'));
    for (const row of rows) ZTaskFeedRow.strict().parse(row);
    const listed = (await listTokens('kalite')).json().tokens.find((x: { id: string }) => x.id === token.id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('answer the 8D analyses and the capability studies in the contract shape', async () => {
    const { secret } = await createToken('kalite');
    const analyses = (await feed('/api/feeds/analyses?format=json', secret)).json<unknown[]>();
    expect(analyses.length).toBe(await count('ai_analyses'));
    for (const row of analyses) ZAnalysisFeedRow.strict().parse(row);
    const studies = (await feed('/api/feeds/capability-studies?format=json', secret)).json<unknown[]>();
    expect(studies.length).toBe(await count('capability_studies'));
    for (const row of studies) ZStudyFeedRow.strict().parse(row);
  });

  it('write CSV with the BOM, the Turkish separator and formula cells neutralised', async () => {
    const { secret } = await createToken('kalite');
    await createTaskAs(app, actors.cookie.kalite, {
      title: '=HYPERLINK("http://evil.example","Tıkla")',
      assigneeId: actors.id.kalite,
      estimatedHours: 2.5,
    });
    const res = await feed('/api/feeds/tasks', secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gorevler_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^id;title;status;statusLabel;priority;/);
    const evil = lines.find((l) => l.includes('HYPERLINK'));
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""Tıkla"")"`);
    expect(evil).toContain(';2,5;');
    expect(lines.filter((l) => l !== '').length).toBe((await count('tasks')) + 1);
    const english = await feed('/api/feeds/tasks?locale=en', secret);
    expect(english.body.split('\r\n')[0]).toMatch(/^\uFEFFid,title,status,/);
    expect(english.body).toContain(',2.5,');
  });

  it('page through the table without losing or repeating a row (ties on created_at)', async () => {
    // More than two batches, all created in the same microsecond: only the id orders them.
    await t.ctx.db.execute(sql`
      insert into tasks (title, assignee_id, due_date, created_at)
      select 'Toplu görev ' || g, ${actors.id.bakim}::uuid, current_date, '2026-01-01 08:00:00.123456+00'
      from generate_series(1, 23) g`);
    const viewer = { id: actors.id.kalite, isAdmin: false };
    let text = '';
    for await (const chunk of feedChunks(t.ctx.db, taskFeed, viewer, { format: 'json', locale: 'tr' }, 4))
      text += chunk;
    const rows = JSON.parse(text) as { id: string }[];
    expect(rows.length).toBe(await count('tasks'));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // The route streams the same rows.
    const { secret } = await createToken('kalite');
    expect((await feed('/api/feeds/tasks?format=json', secret)).json()).toEqual(rows);
  });
});

describe('a feed token is read-only and scoped to the feeds', () => {
  it('cannot call any other route', async () => {
    const { secret } = await createToken('admin');
    const probes = [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/tasks' },
      {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'x', assigneeId: actors.id.admin, dueDate: '2030-01-01' },
      },
      { method: 'GET', url: '/api/api-tokens' },
      { method: 'POST', url: '/api/api-tokens', payload: { name: 'kendini çoğaltan' } },
      { method: 'GET', url: '/api/settings/powerbi' },
      { method: 'PUT', url: '/api/settings/powerbi', payload: {} },
      { method: 'GET', url: '/api/users' },
    ] as const;
    for (const probe of probes) {
      const res = await app.inject({ ...probe, headers: bearer(secret) });
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(401);
    }
  });

  it('is refused once revoked, and a malformed or unknown token is refused', async () => {
    const { token, secret } = await createToken('kalite');
    expect((await feed('/api/feeds/analyses', secret)).statusCode).toBe(200);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${token.id}`,
      headers: { cookie: actors.cookie.kalite },
    });
    expect(revoke.statusCode).toBe(204);
    for (const value of [secret, 'kat_x', `kat_${'A'.repeat(43)}`, '']) {
      const res = await feed('/api/feeds/analyses', value);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it("is refused when its owner's account is deactivated", async () => {
    const { secret } = await createToken('bakim');
    expect((await feed('/api/feeds/tasks', secret)).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update users set active = false where id = ${actors.id.bakim}`);
    expect((await feed('/api/feeds/tasks', secret)).statusCode).toBe(401);
    await t.ctx.db.execute(sql`update users set active = true where id = ${actors.id.bakim}`);
  });

  it('also works with a session cookie (the Ayarlar download links)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/feeds/tasks',
      headers: { cookie: actors.cookie.kalip },
    });
    expect(res.statusCode).toBe(200);
  });
});
