import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { tightenSwaggerCsp } from './security-headers';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for `vite build`'s output: index.html and one hashed asset.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kalite</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });

describe('caching of the web app', () => {
  it.each(['/', '/index.html', '/work/tasks'])('revalidates %s on every load', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kalite</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps hashed assets for a year', async () => {
    const res = await get('/assets/app-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves an API-looking unknown URL as a JSON 404, not as the web app', async () => {
    for (const url of ['/API/users', '/%2561pi/users', '//api/users', '/api/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('which set an answer gets', () => {
  it('documents get the browser set in place of the API one; API answers and errors keep the API set', async () => {
    for (const url of ['/api/docs/', '/', '/assets/app-3f9a1c.js', '/favicon.svg']) {
      const res = await get(url);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cache-control'], url).not.toBe('no-store');
    }
    for (const url of ['/api/health', '/api/users', '/api/nope']) {
      const res = await get(url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy says the client used HTTPS', async () => {
    const res = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('is not sent when a client that is not a listed proxy claims HTTPS', async () => {
    const other = await createTestApp({ TRUST_PROXY: '10.0.0.5' });
    try {
      const claim = { 'x-forwarded-proto': 'https' };
      const spoofed = await other.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: claim,
        remoteAddress: '198.51.100.7',
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
      const viaProxy = await other.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: claim,
        remoteAddress: '10.0.0.5',
      });
      expect(viaProxy.headers['strict-transport-security']).toBeDefined();
    } finally {
      await other.close();
    }
  });
});

describe('API documentation page', () => {
  it('has a CSP without external hosts', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });

  it('tightens the plugin default policy', () => {
    expect(
      tightenSwaggerCsp(
        "default-src 'self'; font-src 'self' https: data:; img-src 'self' data: validator.swagger.io; style-src 'self' https: 'sha256-x'; upgrade-insecure-requests;",
      ),
    ).toBe("default-src 'self'; font-src 'self' data:; img-src 'self' data:; style-src 'self' 'sha256-x'");
  });
});
