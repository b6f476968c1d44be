import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_REQUIRED_MESSAGE } from '../../domain/feedback/contract';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let kalite: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, ...DEMO.admin);
  kalite = await loginAs(t.app, ...DEMO.kalite);
});
afterAll(async () => t?.close());

const list = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/suggestions', headers: { cookie } })).json();
const like = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/suggestions/${id}/like`, headers: { cookie } });

describe('Beni Geliştir suggestions', () => {
  it('seeds the four samples of the spec, newest first, the second liked by admin', async () => {
    const { suggestions } = await list(admin);
    expect(suggestions.map((s: { likes: number }) => s.likes)).toEqual([5, 8, 3, 12]);
    expect(suggestions.map((s: { liked: boolean }) => s.liked)).toEqual([false, true, false, false]);
    expect((await list(kalite)).suggestions[1].liked).toBe(false);
  });

  it('toggles one like per user, counted on the server', async () => {
    const id = (await list(kalite)).suggestions[0].id;
    expect((await like(kalite, id)).json()).toMatchObject({ likes: 6, liked: true });
    expect((await like(admin, id)).json()).toMatchObject({ likes: 7, liked: true });
    expect((await like(kalite, id)).json()).toMatchObject({ likes: 6, liked: false });
    expect((await list(admin)).suggestions[0]).toMatchObject({ likes: 6, liked: true });
  });

  it('stores a new suggestion at the top with 0 likes, author shown as dotted initials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { cookie: kalite },
      payload: { name: '  ayşe nur çelik ', message: '  <b>Kalın</b> yazı  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: 'A.N.Ç.',
      message: '<b>Kalın</b> yazı',
      likes: 0,
      liked: false,
    });
    expect((await list(admin)).suggestions[0].message).toBe('<b>Kalın</b> yazı');
  });

  it('answers the spec message when name or message is empty', async () => {
    for (const payload of [
      { name: '', message: 'x' },
      { name: 'Ali', message: '   ' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: { cookie: kalite },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(FEEDBACK_REQUIRED_MESSAGE);
    }
  });

  it('answers 404 for an unknown suggestion and 400 for a malformed id', async () => {
    expect((await like(kalite, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await like(kalite, 'abc')).statusCode).toBe(400);
  });
});
