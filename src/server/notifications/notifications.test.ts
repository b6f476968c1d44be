import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let kalite: string;
let kalip: string;
let kaliteNotificationId: string;

beforeAll(async () => {
  t = await createTestApp();
  kalite = await loginAs(t.app, ...DEMO.kalite);
  kalip = await loginAs(t.app, ...DEMO.kalip);
  const [owner] = await t.ctx.db.select().from(users).where(eq(users.username, 'kalite'));
  const rows = await t.ctx.db
    .insert(notifications)
    .values([
      { userId: owner!.id, type: 'new_task', message: 'Size yeni görev atandı' },
      { userId: owner!.id, type: 'other', message: 'İkinci bildirim' },
    ])
    .returning();
  kaliteNotificationId = rows[0]!.id;
});
afterAll(async () => t?.close());

const get = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });

describe('notifications are private', () => {
  it('lists the user’s own notifications with the unread count', async () => {
    expect((await get(kalite)).json()).toMatchObject({ unread: 2 });
    expect((await get(kalip)).json()).toEqual({ notifications: [], unread: 0 });
  });

  it('does not let another user mark them (404 as if they did not exist)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${kaliteNotificationId}`,
      headers: { cookie: kalip },
      payload: { read: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(kalite)).json().unread).toBe(2);
  });

  it('marks one read, then all read', async () => {
    const one = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${kaliteNotificationId}`,
      headers: { cookie: kalite },
      payload: { read: true },
    });
    expect(one.json()).toMatchObject({ id: kaliteNotificationId, read: true });
    expect((await get(kalite)).json().unread).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: kalite } });
    expect((await get(kalite)).json().unread).toBe(0);
  });

  it('rejects unknown fields', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${kaliteNotificationId}`,
      headers: { cookie: kalite },
      payload: { read: true, userId: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('preferences are per user', () => {
  it('defaults, updates own, and never touches another user’s', async () => {
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: kalip },
    });
    expect(defaults.json()).toEqual({ language: 'tr', autoSave: true, notificationsEnabled: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: kalite },
      payload: { language: 'en', notificationsEnabled: false },
    });
    expect(put.json()).toEqual({ language: 'en', autoSave: true, notificationsEnabled: false });
    const mine = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: kalite } });
    expect(mine.json().language).toBe('en');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: kalip } });
    expect(theirs.json().language).toBe('tr');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: kalite },
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
