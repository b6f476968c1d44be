import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import { INVITATION_MESSAGES } from '../../domain/users/invitations-contract';
import { invitations } from '../db/schema-invitations';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

/** SIGNUP=invite: only a Yönetici's one-time link opens an account, with the role set in advance. */
let t: TestApp;
let admin = '';
let kalite = '';
let ip = 0;

const person = (username: string) => ({
  fullName: `Davetli ${username}`,
  email: `${username}@firma.com.tr`,
  username,
  password: 'gizli-parola-1',
  department: 'Üretim',
  position: 'Operatör',
});
const signUp = (username: string, invitationToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.25.0.${++ip}`,
    payload: { ...person(username), ...(invitationToken === undefined ? {} : { invitationToken }) },
  });
const invite = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie }, payload });
const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
async function newLink(payload: object = { role: 'Bakım Teknisyeni', department: 'Bakım' }) {
  const res = await invite(payload);
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; invitation: { id: string; status: string } };
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP: 'invite' });
  admin = await loginAs(t.app, ...DEMO.admin);
  kalite = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('SIGNUP=invite', () => {
  it('refuses a sign-up without a link, with the Turkish message, and creates nothing', async () => {
    const res = await signUp('davetsiz');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'invitation_required',
      message: AUTH_MESSAGES.invitationRequired,
      field: 'invitationToken',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'davetsiz', password: 'gizli-parola-1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('opens an approved account with the invited role and department, once', async () => {
    const { token, invitation } = await newLink();
    expect(invitation.status).toBe('pending');
    const preview = await check(token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ role: 'Bakım Teknisyeni', department: 'Bakım' });

    const res = await signUp('davetli', token);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'Bakım Teknisyeni', department: 'Bakım', approved: true });
    const cookie = await loginAs(t.app, 'davetli', 'gizli-parola-1');
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).statusCode).toBe(
      200,
    );

    const again = await signUp('ikinci-kez', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'invitation_invalid',
      message: AUTH_MESSAGES.invitationInvalid,
    });
    expect((await check(token)).statusCode).toBe(400);

    const list = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie: admin } });
    const row = list.json().invitations.find((i: { id: string }) => i.id === invitation.id);
    expect(row).toMatchObject({
      status: 'used',
      usedBy: { fullName: 'Davetli davetli' },
      can: { revoke: false },
    });
  });

  it('lets one of two simultaneous sign-ups with one link through', async () => {
    const { token } = await newLink({ role: 'Kalite Mühendisi' });
    const results = await Promise.all([
      signUp('yaris-a', token),
      signUp('yaris-b', token),
      signUp('yaris-c', token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('keeps the link usable when the sign-up fails for another reason (name taken)', async () => {
    const { token } = await newLink();
    const taken = await signUp('admin', token);
    expect(taken.statusCode).toBe(409);
    expect((await signUp('bos-ad', token)).statusCode).toBe(201);
  });

  it('stores only the token hash', async () => {
    const { token } = await newLink();
    const rows = await t.database.db.select({ hash: invitations.tokenHash }).from(invitations);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('a revoked or expired link opens nothing', async () => {
    const revoked = await newLink();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${revoked.invitation.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().invitation).toMatchObject({ status: 'revoked', can: { revoke: false } });
    expect((await signUp('iptal', revoked.token)).statusCode).toBe(400);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${revoked.invitation.id}`,
      headers: { cookie: admin },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(INVITATION_MESSAGES.notPending);

    const expired = await newLink();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.invitation.id));
    expect((await signUp('suresi-dolmus', expired.token)).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie: admin } });
    expect(list.json().invitations.find((i: { id: string }) => i.id === expired.invitation.id).status).toBe(
      'expired',
    );
  });

  it('invitations are for a Yönetici only', async () => {
    expect((await invite({ role: 'Yönetici' }, kalite)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: { cookie: kalite } }))
        .statusCode,
    ).toBe(403);
    const link = await newLink();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${link.invitation.id}`,
      headers: { cookie: kalite },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an unknown role with a Turkish 400', async () => {
    const res = await invite({ role: 'Süper Kullanıcı' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'Geçersiz rol', field: 'role' });
  });
});
