import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBED_CONFIG, EMBED_MESSAGES } from '../../domain/powerbi/embed-config';
import { embedOperations as ops } from '../../domain/powerbi/embed-operations';
import { type Actors, createTaskAs, loginActors, patchTask } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let actors: Actors;
beforeAll(async () => {
  t = await createTestApp();
  actors = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const CONFIG = {
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646&groupId=be8908da',
  accessToken: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.kalite-only',
  reportId: 'f6bfd646',
  groupId: 'be8908da',
};

const read = (cookie: string) =>
  t.app.inject({ method: ops.getUserConfig.method, url: ops.getUserConfig.path, headers: { cookie } });
const save = (cookie: string, payload: object) =>
  t.app.inject({
    method: ops.saveUserConfig.method,
    url: ops.saveUserConfig.path,
    headers: { cookie },
    payload,
  });

describe('per-user Power BI configuration', () => {
  it('is empty until saved, then answered to its own user only', async () => {
    expect((await read(actors.cookie.kalite)).json()).toEqual({
      config: null,
      updatedAt: null,
      loadTimeoutMs: 30_000,
    });
    const saved = await save(actors.cookie.kalite, { ...CONFIG, accessToken: `${CONFIG.accessToken}\n` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().config).toEqual(CONFIG);
    expect((await read(actors.cookie.kalite)).json().config).toEqual(CONFIG);
    // Another user (even the Yönetici) never receives kalite's pasted token.
    for (const other of [actors.cookie.kalip, actors.cookie.admin]) {
      const res = await read(other);
      expect(res.json()).toEqual({ config: null, updatedAt: null, loadTimeoutMs: 30_000 });
      expect(res.body).not.toContain('kalite-only');
    }
  });

  it('a second save replaces the first', async () => {
    await save(actors.cookie.kalip, DEMO_EMBED_CONFIG);
    await save(actors.cookie.kalip, CONFIG);
    expect((await read(actors.cookie.kalip)).json().config).toEqual(CONFIG);
  });

  it.each([
    [
      { ...CONFIG, embedUrl: 'https://evil.example/reportEmbed' },
      'embedUrl',
      EMBED_MESSAGES.embedUrlNotPowerBi,
    ],
    [
      // Not the link's own parameter (that one is removed): hidden in another, powerbi-client still refuses it.
      { ...CONFIG, embedUrl: `${CONFIG.embedUrl}&x=autoAuth%3Dtrue` },
      'embedUrl',
      EMBED_MESSAGES.embedUrlAutoAuth,
    ],
    [{ ...CONFIG, accessToken: '  ' }, 'accessToken', EMBED_MESSAGES.accessTokenRequired],
    [{ ...CONFIG, reportId: '' }, 'reportId', EMBED_MESSAGES.reportIdRequired],
  ])('refuses a configuration the embed would refuse: %o', async (payload, field, message) => {
    const res = await save(actors.cookie.bakim, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', field, message });
  });

  it("keeps a 'Website or portal' link without its autoAuth and ctid, and takes the address out of an iframe snippet", async () => {
    const link = `${CONFIG.embedUrl}&autoAuth=true&ctid=72f988bf-86f1-41af-91ab-2d7cd011db47`;
    const saved = await save(actors.cookie.bakim, { ...CONFIG, embedUrl: link });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().config.embedUrl).toBe(CONFIG.embedUrl);
    const snippet = `<iframe title="Rapor" width="1140" height="541.25" src="${link.replace(/&/g, '&amp;')}" frameborder="0" allowFullScreen="true"></iframe>`;
    expect((await save(actors.cookie.bakim, { ...CONFIG, embedUrl: snippet })).json().config.embedUrl).toBe(
      CONFIG.embedUrl,
    );
  });

  it("'Kayıtlı yapılandırmayı sil' removes the user's own copy only", async () => {
    await save(actors.cookie.bakim, CONFIG);
    await save(actors.cookie.kalip, CONFIG);
    const removed = await t.app.inject({
      method: ops.deleteUserConfig.method,
      url: ops.deleteUserConfig.path,
      headers: { cookie: actors.cookie.bakim },
    });
    expect(removed.statusCode).toBe(204);
    expect((await read(actors.cookie.bakim)).json().config).toBeNull();
    expect((await read(actors.cookie.kalip)).json().config).toEqual(CONFIG);
  });

  it('refuses a user id in the body and the signed-out visitor', async () => {
    expect((await save(actors.cookie.bakim, { ...CONFIG, userId: actors.id.kalite })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: ops.getUserConfig.path })).statusCode).toBe(401);
  });
});

describe('demo figures', () => {
  const figures = async () =>
    (
      await t.app.inject({
        method: ops.getDemoFigures.method,
        url: ops.getDemoFigures.path,
        headers: { cookie: actors.cookie.kalite },
      })
    ).json();

  it('are computed from the database and follow a completed task', async () => {
    const before = await figures();
    expect(before.totalTasks).toBeGreaterThan(0);
    expect(before.completionRate).toBe(Math.round((before.completedTasks / before.totalTasks) * 100));
    const task = await createTaskAs(t.app, actors.cookie.kalite, {
      title: 'Demo rakam testi',
      assigneeId: actors.id.kalip,
    });
    const created = await figures();
    expect(created.totalTasks).toBe(before.totalTasks + 1);
    expect(created.completedTasks).toBe(before.completedTasks);
    // A task moves one step at a time.
    for (const status of ['in_progress', 'review', 'completed']) {
      expect((await patchTask(t.app, actors.cookie.kalip, task.id, { status })).statusCode).toBe(200);
    }
    const completed = await figures();
    expect(completed.completedTasks).toBe(before.completedTasks + 1);
    expect(completed.openAnalyses).toBe(before.openAnalyses);
    // The trend's current week ends at today's figures; the week before is what was there before this week's tasks.
    const { trend } = completed;
    expect(trend.weekStarts).toHaveLength(8);
    expect(trend.totalTasks.at(-1)).toBe(completed.totalTasks);
    expect(trend.completionRate.at(-1)).toBe(completed.completionRate);
    expect(trend.totalTasks.at(-2)).toBeLessThanOrEqual(completed.totalTasks - 1);
    expect(trend.startedAnalyses.every((n: number) => Number.isInteger(n) && n >= 0)).toBe(true);
  });
});
