import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { loggableError } from './error-handler';
import { findNul } from './reject-nul';

let t: TestApp;
let cookie: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.admin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';

describe('a NUL character is refused with a Turkish 400, never a 500', () => {
  const cases: [string, string, string, unknown][] = [
    ['login username', 'POST', '/api/auth/login', { username: `admin${NUL}`, password: 'x' }],
    ['login password', 'POST', '/api/auth/login', { username: 'admin', password: `admin123${NUL}` }],
    [
      'sign-up e-mail',
      'POST',
      '/api/auth/signup',
      {
        fullName: 'Ali',
        email: `ali${NUL}@firma.com`,
        username: 'alinul',
        password: 'gizli123',
        department: 'Kalite',
        position: 'x',
      },
    ],
    ['task search', 'GET', '/api/tasks?search=%00', undefined],
    ['analysis search', 'GET', '/api/analyses?search=abc%00def', undefined],
    ['task id in the path', 'GET', '/api/tasks/%00', undefined],
    ['analysis id in the path', 'DELETE', '/api/analyses/a%00b', undefined],
    ['task title', 'POST', '/api/tasks', { title: `Kalıp${NUL}`, assigneeId: 'x', dueDate: '2026-12-01' }],
    ['task tags', 'POST', '/api/tasks', { title: 'Kalıp', tags: ['spc', `a${NUL}`] }],
    ['suggestion', 'POST', '/api/suggestions', { message: `öneri${NUL}` }],
    ['study name', 'POST', '/api/capability-studies', { name: `Çalışma${NUL}` }],
    ['a JSON key', 'POST', '/api/suggestions', { [`mes${NUL}sage`]: 'öneri' }],
    ['org settings URL', 'PUT', '/api/settings/org', { baseUrl: `http://a${NUL}` }],
  ];

  it.each(cases)('%s', async (_name, method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_character' });
    expect(res.json().error.message).toContain('NUL');
  });

  it('names the field that held it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie },
      payload: { title: 'ok', tags: ['spc', `a${NUL}`] },
    });
    expect(res.json().error.field).toBe('tags.1');
  });

  it('finds NUL in nested values and keys only', () => {
    expect(findNul({ a: [1, 2, { b: 'x' }] })).toBeUndefined();
    expect(findNul({ a: [1, 2, { b: `x${NUL}` }] })).toBe('.a.2.b');
    expect(findNul(`${NUL}`)).toBe('');
    // A raw body kept for a worker is not walked (6.5 MB byte by byte took seconds of main thread).
    expect(findNul(Buffer.from(`{"a":"${NUL}"}`))).toBeUndefined();
  });
});

/** A raw exchange over TCP: what the server writes when Node's parser refuses the request. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? resolve(answer) : reject(e)));
    socket.write(request);
  });
}

describe('framework errors answer in the API contract', () => {
  it('a path segment longer than any id → 414 in Turkish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${'a'.repeat(500)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'uri_too_long', message: 'İstek adresi çok uzun.' } });
  });

  it('a malformed percent-encoding → 400 in Turkish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tasks/%E0%A4%A', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_url');
  });

  it('a 20 KB header → 431 with a JSON body whose length counts bytes', async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(JSON.parse(body).error.code).toBe('headers_too_large');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toContain('büyük');
  });

  it.each(['/%zz', `/api/tasks/${'a'.repeat(600)}`])(
    'a WebSocket handshake on the bad URL %s is answered and its connection closed',
    async (url) => {
      const closedWithin = (ms: number) =>
        Promise.race([
          rawExchange(
            `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms)),
        ]);
      const answer = await closedWithin(2000);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|414) /);
    },
  );

  it('a broken request line → 400 JSON', async () => {
    const answer = await rawExchange('NONSENSE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
  });
});

describe('logging of unexpected errors', () => {
  it('keeps the SQL text and drops the parameters', () => {
    const error = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['gizli@firma.com', '$argon2id$v=19$m=19456'],
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into users');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('gizli@firma.com');
    expect(logged).not.toContain('argon2');
  });
});
