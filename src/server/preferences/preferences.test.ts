import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../domain/preferences/contract';
import { preferencesOperations as ops } from '../../domain/preferences/operations';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies = { kalite: '', kalip: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  cookies.kalip = await loginAs(t.app, ...DEMO.kalip);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const read = (as: keyof typeof cookies) =>
  t.app.inject({
    method: ops.getPreferences.method,
    url: ops.getPreferences.path,
    headers: { cookie: cookies[as] },
  });
const write = (as: keyof typeof cookies, payload: object) =>
  t.app.inject({
    method: ops.updatePreferences.method,
    url: ops.updatePreferences.path,
    headers: { cookie: cookies[as] },
    payload,
  });

describe('preferences', () => {
  it('are the defaults until first saved', async () => {
    expect((await read('kalite')).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('save only the fields sent, keep the others, and belong to their user alone', async () => {
    const first = await write('kalite', { language: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_PREFERENCES, language: 'en' });
    const second = await write('kalite', { autoSave: !DEFAULT_PREFERENCES.autoSave });
    expect(second.json()).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'en',
      autoSave: !DEFAULT_PREFERENCES.autoSave,
    });
    expect((await read('kalite')).json()).toEqual(second.json());
    expect((await read('kalip')).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an unknown field with a 400', async () => {
    const res = await write('kalite', { userId: 'someone-else' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });
});
