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
    expect((await read(actors.cookie.kalite)).json()).toEqual({ config: null, updatedAt: null });
    const saved = await save(actors.cookie.kalite, { ...CONFIG, accessToken: `${CONFIG.accessToken}\n` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().config).toEqual(CONFIG);
    expect((await read(actors.cookie.kalite)).json().config).toEqual(CONFIG);
    // Another user (even the Yönetici) never receives kalite's pasted token.
    for (const other of [actors.cookie.kalip, actors.cookie.admin]) {
      const res = await read(other);
      expect(res.json()).toEqual({ config: null, updatedAt: null });
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
      { ...CONFIG, embedUrl: `${CONFIG.embedUrl}&autoAuth=true` },
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
  });
});
