import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANT_TIME_ZONE, plantTimeZone } from '../../domain/shared/plant-date';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { orgProfile } from '../db/schema';
import { makePng } from '../testing/png-fixture';
import { pdfPageTexts } from '../testing/pdf-text';
import { openSocket } from '../testing/ws-client';

let t: TestApp;
let second: Awaited<ReturnType<typeof createInstance>>;
const cookies = { admin: '', kalite: '' };
beforeAll(async () => {
  t = await createTestApp();
  second = await createInstance(await t.database.openSecondHandle());
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

type As = keyof typeof cookies;
const get = (url: string, as: As = 'kalite') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[as] } });
const put = (url: string, payload: object, as: As = 'admin') =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: cookies[as] }, payload });
const uploadSvg = (text: string, as: As = 'admin') =>
  put(
    '/api/settings/profile/logo',
    { contentType: 'image/svg+xml', data: Buffer.from(text).toString('base64') },
    as,
  );

describe('organisation profile', () => {
  it('starts empty, with the server zone in force', async () => {
    const res = await get('/api/settings/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plantName: '',
      timeZone: '',
      effectiveTimeZone: DEFAULT_PLANT_TIME_ZONE,
      logoUrl: null,
      can: { edit: false },
    });
    expect((await get('/api/settings/profile', 'admin')).json().can).toEqual({ edit: true });
  });

  it('saves plant name and zone for a Yönetici; the zone rules reports on every instance', async () => {
    const res = await put('/api/settings/profile', {
      plantName: 'Bursa <b>Plastik</b> Fabrikası',
      timeZone: 'America/New_York',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plantName: 'Bursa <b>Plastik</b> Fabrikası',
      timeZone: 'America/New_York',
      effectiveTimeZone: 'America/New_York',
    });
    expect(plantTimeZone()).toBe('America/New_York');
    // The second instance hears the row's NOTIFY; here it shares the module, so its own read is checked.
    const other = await second.app.inject({
      method: 'GET',
      url: '/api/settings/profile',
      headers: { cookie: cookies.kalite },
    });
    expect(other.json().effectiveTimeZone).toBe('America/New_York');
    // Empty = back to PLANT_TIME_ZONE.
    const cleared = await put('/api/settings/profile', { plantName: 'Bursa Plastik', timeZone: '' });
    expect(cleared.json().effectiveTimeZone).toBe(DEFAULT_PLANT_TIME_ZONE);
    await expect.poll(() => plantTimeZone()).toBe(DEFAULT_PLANT_TIME_ZONE);
  });

  it('follows a change made elsewhere (another instance, npm run admin) through the row NOTIFY', async () => {
    await t.ctx.db.update(orgProfile).set({ timeZone: 'Asia/Tokyo' }).where(eq(orgProfile.id, 1));
    await expect.poll(() => plantTimeZone()).toBe('Asia/Tokyo');
    await t.ctx.db.update(orgProfile).set({ timeZone: '' }).where(eq(orgProfile.id, 1));
    await expect.poll(() => plantTimeZone()).toBe(DEFAULT_PLANT_TIME_ZONE);
  });

  it.each([
    [{ plantName: 'X', timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ plantName: 'X', timeZone: 'europe/istanbul ' + 'x' }, 'timeZone'],
    [{ plantName: 'x'.repeat(121), timeZone: '' }, 'plantName'],
    [{ plantName: 'Sahte\u202eFabrika', timeZone: '' }, 'plantName'],
    [{ plantName: 'X', timeZone: '', logoData: 'x' }, 'logoData'],
  ])('refuses %o with a Turkish message', async (body, field) => {
    const res = await put('/api/settings/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(res.json().error.message).toMatch(/[ıİşŞğüöçÇ]|saat dilimi|alan/);
  });

  it('tells every open screen live that the profile changed (name, logo or zone)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const viewer = await openSocket(
      typeof address === 'object' && address ? address.port : 0,
      cookies.kalite,
    );
    try {
      // the profile saved as it is: the other tests go on with it
      const { plantName, timeZone } = (await get('/api/settings/profile')).json();
      expect((await put('/api/settings/profile', { plantName, timeZone })).statusCode).toBe(200);
      const event = await viewer.waitFor((m) => 'table' in m && m.table === 'org_profile');
      expect(event).toMatchObject({
        table: 'org_profile',
        eventType: 'UPDATE',
        new: { updatedAt: expect.any(String) },
      });
      // only that it changed: the profile itself is fetched by each browser with its own rights
      expect(Object.keys((event as { new: object }).new)).toEqual(['updatedAt']);
    } finally {
      await viewer.close();
    }
  });

  it('refuses every change from a non-admin', async () => {
    const png = makePng(2, 2).toString('base64');
    for (const res of [
      await put('/api/settings/profile', { plantName: 'Ele geçirildi', timeZone: '' }, 'kalite'),
      await put('/api/settings/profile/logo', { contentType: 'image/png', data: png }, 'kalite'),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/settings/profile/logo',
        headers: { cookie: cookies.kalite },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await get('/api/settings/profile')).json().plantName).toBe('Bursa Plastik');
  });

  it('stores a PNG and serves it as an image that cannot run anything', async () => {
    const png = makePng(64, 32);
    const res = await put('/api/settings/profile/logo', {
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toMatch(/^\/api\/settings\/profile\/logo\?v=\d+$/);
    const logo = await get(res.json().logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/profile/logo' })).statusCode).toBe(401);
  });

  it('refuses a file that only claims to be a PNG, and an oversized one', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const fake = await put('/api/settings/profile/logo', { contentType: 'image/png', data: html });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({
      field: 'data',
      message: 'Dosya geçerli bir PNG görüntüsü değil',
    });
    const big = Buffer.alloc(600 * 1024);
    makePng(1, 1).copy(big);
    const tooBig = await put('/api/settings/profile/logo', {
      contentType: 'image/png',
      data: big.toString('base64'),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe('Logo en fazla 512 KB olabilir');
    expect((await put('/api/settings/profile/logo', { contentType: 'image/gif', data: '' })).statusCode).toBe(
      400,
    );
  });

  it('sanitises a hostile SVG before storing it and serves it as image/svg+xml', async () => {
    const res = await uploadSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 4 4"><script>alert(2)</script>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
        '<image href="https://evil.example/x.png"/><rect width="4" height="4" fill="#1d4ed8"/></svg>',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().logoType).toBe('image/svg+xml');
    const logo = await get(res.json().logoUrl);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1d4ed8"></rect></svg>',
    );
    const bad = await uploadSvg(
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Dosya geçerli bir SVG görüntüsü değil');
  });

  it('puts the plant name and the PNG logo into the 8D PDF (rendered on a worker thread)', async () => {
    await put('/api/settings/profile/logo', {
      contentType: 'image/png',
      data: makePng(90, 30).toString('base64'),
    });
    const list = await get('/api/analyses');
    const id = list.json().analyses[0]?.id;
    expect(id).toEqual(expect.any(String));
    const pdf = await get(`/api/analyses/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Bursa Plastik · Kalite Asistanı');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  }, 60_000);

  it('removes the logo', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/profile/logo',
      headers: { cookie: cookies.admin },
    });
    expect(res.json().logoUrl).toBeNull();
    expect((await get('/api/settings/profile/logo')).statusCode).toBe(404);
  });
});
