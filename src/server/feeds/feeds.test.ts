import { count as countRows, sql } from 'drizzle-orm';
import { aiAnalyses, capabilityStudies, tasks } from '../db/schema';
import { auditFindingReviews, audits } from '../db/schema-audit';
import { apiTokens } from '../db/schema-feeds';
import { queryRows } from '../db/query-rows';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedFinding } from '../../domain/audit/review';
import { auditRule, type TAuditRuleId } from '../../domain/audit/rules';
import { runAudit } from '../../domain/audit/run-audit';
import { fixtureToExtracted } from '../../domain/audit/testing/fixture-document';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import {
  API_TOKEN_MESSAGES,
  type TAuditFindingFeedRow,
  ZAuditFindingFeedRow,
  ZAnalysisFeedRow,
  ZStudyFeedRow,
  ZTaskFeedRow,
} from '../../domain/feeds/contract';
import { auditFindingFeed } from './audit-finding-feed';
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

describe('the audit findings feed', () => {
  const linkedReport = () => {
    const f = buildLinkedSet('tr', { defects: true });
    return runAudit([f.flow, f.pfmea, f.controlPlan].map((d, i) => fixtureToExtracted(d, `doc-${i}`)));
  };
  // Three finished audits in one microsecond (only the id orders them), and one that failed.
  const insertAudits = async () => {
    const report = linkedReport();
    const at = new Date('2026-02-01T08:00:00.000Z');
    const inserted = await t.ctx.db
      .insert(audits)
      .values([
        ...[0, 1, 2].map(() => ({
          userId: actors.id.kalite,
          status: 'done',
          documents: [],
          report,
          createdAt: at,
        })),
        { userId: actors.id.kalite, status: 'failed', documents: [], error: 'x', createdAt: at },
      ])
      .returning({ id: audits.id, status: audits.status });
    const done = inserted.filter((a) => a.status === 'done').map((a) => a.id);
    const [first] = done;
    await t.ctx.db.insert(auditFindingReviews).values([
      {
        auditId: first!,
        findingId: 'finding-1',
        decision: 'rejected',
        reason: 'Kabul edilebilir',
        userId: actors.id.kalite,
      },
      {
        auditId: first!,
        findingId: 'finding-2',
        decision: 'regraded',
        category: 'observation',
        userId: actors.id.kalite,
      },
      {
        auditId: first!,
        findingId: 'added-1',
        decision: 'added',
        finding: addedFinding('added-1', {
          category: 'minor',
          title: 'Eğitim kaydı yok',
          iatfClause: '7.2',
          evidence: 'Eğitim matrisi',
          description: 'Operatör eğitim kaydı bulunamadı.',
          recommendation: 'Eğitim kayıtlarını ekleyin.',
          documentType: 'other',
          file: null,
        }),
        userId: actors.id.kalite,
      },
    ]);
    return { report, done, failed: inserted.find((a) => a.status === 'failed')!.id };
  };
  // Independent of the feed's code: every finding in the stored reports, plus the reviewers' own.
  const expectedCount = async () => {
    const [row] = await queryRows<{ n: string }>(
      t.ctx.db,
      sql`select (select coalesce(sum(jsonb_array_length(report->'findings')), 0) from audits where status = 'done')
        + (select count(*) from audit_finding_reviews where decision = 'added') as n`,
    );
    return Number(row?.n);
  };

  let inserted: Awaited<ReturnType<typeof insertAudits>>;
  beforeAll(async () => {
    inserted = await insertAudits();
  });

  it('writes one row per finding with its rule, clause, document, grade and review decision', async () => {
    const { report, done, failed } = inserted;
    const { secret } = await createToken('kalip');
    const res = await feed('/api/feeds/audit-findings?format=json', secret);
    expect(res.statusCode).toBe(200);
    const rows = res.json<unknown[]>().map((row) => ZAuditFindingFeedRow.strict().parse(row));
    expect(rows.length).toBe(await expectedCount());
    expect(rows.some((r) => r.auditId === failed)).toBe(false);
    const first = rows.filter((r) => r.auditId === done[0]);
    expect(first.length).toBe(report.findings.length + 1);
    const [one, two] = report.findings;
    expect(first.find((r) => r.findingId === 'finding-1')).toMatchObject({
      ruleId: one!.ruleId,
      iatfClause: auditRule(one!.ruleId as TAuditRuleId).clause,
      documentFile: one!.evidence.file ?? '',
      documentType: one!.documentType,
      category: one!.category,
      decision: 'rejected',
      decisionLabel: 'Red',
      decidedBy: expect.stringMatching(/\S/),
      reviewState: 'draft',
      auditDate: '2026-02-01T08:00:00.000Z',
    });
    expect(first.find((r) => r.findingId === 'finding-2')).toMatchObject({
      category: 'observation',
      categoryLabel: 'Gözlem',
      originalCategory: two!.category,
      decision: 'regraded',
    });
    expect(first.find((r) => r.findingId === 'added-1')).toMatchObject({
      source: 'reviewer',
      iatfClause: '7.2',
      category: 'minor',
      decision: 'added',
    });
    // Undecided findings and the other audits' findings carry no decision.
    const other = rows.filter((r) => r.auditId === done[1]);
    expect(other.length).toBe(report.findings.length);
    expect(new Set(other.map((r) => r.decision))).toEqual(new Set(['']));
    expect(other.every((r) => r.decidedAt === null && r.auditor !== '')).toBe(true);
  });

  it('pages through the findings, ending batches inside an audit, without losing or repeating one', async () => {
    const viewer = { id: actors.id.kalite, isAdmin: false };
    const all = async (batch: number) => {
      let text = '';
      for await (const chunk of feedChunks(
        t.ctx.db,
        auditFindingFeed,
        viewer,
        { format: 'json', locale: 'tr' },
        batch,
      ))
        text += chunk;
      return JSON.parse(text) as TAuditFindingFeedRow[];
    };
    const whole = await all(100_000);
    const { report } = inserted;
    expect(whole.length).toBeGreaterThan(3 * report.findings.length);
    // Batches that end inside an audit, exactly at its end, and past it.
    for (const batch of [1, 7, report.findings.length, report.findings.length + 1]) {
      const paged = await all(batch);
      expect(paged, `batch ${batch}`).toEqual(whole);
    }
    const keys = whole.map((r) => `${r.auditId}/${r.findingId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(whole.length).toBe(await expectedCount());
  });

  it('writes CSV with the BOM and the Turkish separator, named for the feed', async () => {
    const { secret } = await createToken('kalite');
    const res = await feed('/api/feeds/audit-findings', secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="denetim-bulgulari_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(auditFindingFeed.columns.join(';'));
    expect(lines.length).toBe((await expectedCount()) + 1);
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
