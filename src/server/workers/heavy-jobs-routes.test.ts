import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPptFile, multipartFiles } from '../testing/audit-files';
import { multipartBody, workbookBytes, type TestCell } from '../testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, [user, password]] of Object.entries(DEMO)) {
    cookies[key] = await loginAs(t.app, user, password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies[key] } });
    ids[key] = me.json<{ user: { id: string } }>().user.id;
  }
}, 120_000);
afterAll(async () => t?.close(), 60_000);

/** An FMEA large enough that importing it keeps a worker busy while the other requests arrive. */
function bigFmea(): Buffer {
  const rows: TestCell[][] = [
    ['Process Step', 'Potential Failure Mode', 'Severity', 'Occurrence', 'Detection'],
  ];
  for (let i = 0; i < 5000; i++) rows.push([`Op ${i}`, `Failure ${i}`, (i % 10) + 1, ((i + 3) % 10) + 1, 5]);
  return workbookBytes([{ name: 'S', rows }]);
}

const importFile = (who: string, name: string, bytes: Uint8Array) => {
  const body = multipartBody({ name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/fmea/import',
    headers: { ...body.headers, cookie: cookies[who]! },
    payload: body.payload,
  });
};

describe('at most 2 heavy jobs per user at once (HEAVY_JOBS_PER_USER)', () => {
  it('three concurrent imports by one user: two run, the third gets the Turkish 429 with Retry-After', async () => {
    const bytes = bigFmea();
    const answers = await Promise.all([1, 2, 3].map((n) => importFile('kalite', `fmea${n}.xlsx`, bytes)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().error).toMatchObject({ code: 'too_many_heavy_jobs' });
    expect(refused.json().error.message).toMatch(/en fazla 2 ağır işlem.*10 saniye sonra yeniden deneyin/);
    expect(t.ctx.heavyJobs.active(ids.kalite!)).toBe(0);
  }, 60_000);

  it('a user at the limit is refused on every heavy route; another user is not affected', async () => {
    const held = [await t.ctx.heavyJobs.acquire(ids.kalite!), await t.ctx.heavyJobs.acquire(ids.kalite!)];
    try {
      const bytes = bigFmea();
      expect((await importFile('kalite', 'f.xlsx', bytes)).statusCode).toBe(429);
      expect((await importFile('kalip', 'f.xlsx', bytes)).statusCode).toBe(200);
      const upload = multipartFiles([{ name: 'sunum.ppt', bytes: legacyPptFile() }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/audit/documents',
        headers: { ...upload.headers, cookie: cookies.kalite! },
        payload: upload.payload,
      });
      const documentIds = uploaded.json<{ documents: { id: string }[] }>().documents.map((d) => d.id);
      const audit = await t.app.inject({
        method: 'POST',
        url: '/api/audits',
        headers: { cookie: cookies.kalite! },
        payload: { documentIds },
      });
      expect(audit.statusCode).toBe(429);
      expect(audit.headers['retry-after']).toBe('10');
      const pdf = await t.app.inject({
        method: 'GET',
        url: '/api/analyses/pdf',
        headers: { cookie: cookies.kalite! },
      });
      expect(pdf.statusCode).toBe(429);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/analyses/pdf', headers: { cookie: cookies.kalip! } }))
          .statusCode,
      ).toBe(200);
    } finally {
      for (const release of held) release();
    }
  }, 60_000);

  it('a job that fails gives its slot back', async () => {
    const held = await t.ctx.heavyJobs.acquire(ids.kalite!);
    try {
      const refused = await importFile(
        'kalite',
        'virus.xlsx',
        new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
      );
      expect(refused.statusCode).toBe(415);
      expect(t.ctx.heavyJobs.active(ids.kalite!)).toBe(1);
      expect((await importFile('kalite', 'f.xlsx', bigFmea())).statusCode).toBe(200);
    } finally {
      held();
    }
    expect(t.ctx.heavyJobs.active(ids.kalite!)).toBe(0);
  }, 60_000);
});
