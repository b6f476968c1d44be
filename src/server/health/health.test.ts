import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthOperations } from '../../domain/health/operations';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const url = healthOperations.getHealth.path;

describe('GET /api/health', () => {
  it('answers without a session: the database kind, its latency and this instance’s connections', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = healthOperations.getHealth.response.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: t.ctx.database.kind, realtimeConnections: 0 });
    expect(body.databaseLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 with a Turkish message when the database does not answer', async () => {
    const ping = vi.spyOn(t.ctx.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'database_unavailable', message: 'Veritabanına ulaşılamıyor' },
    });
    ping.mockRestore();
  });
});
