import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The machines run Node 20 (`engines` says >= 20.19). A package whose own `engines` leaves Node 20 out
 * makes `npm ci` print EBADENGINE. Two do today, and neither can be pinned to a Node-20 release:
 * `@fastify/static` 10.1.3+ (the fixes for GHSA-83w8-p2f5-377r and GHSA-423g-23ch-w7c6) calls
 * content-disposition 3's `create`, and `light-my-request` 6.8 / `@fastify/cookie` 11.1.1+ call
 * cookie 2's `stringifySetCookie` / `parseCookie`: the older majors do not have those names. Both are
 * dependency-free compiled TypeScript using only ECMAScript built-ins Node 20 has; their majors raised
 * `engines` to follow Node's support policy, not to use a Node 22 API. This test keeps that claim
 * honest: any other package that leaves the running Node out fails here, and the allowed ones are
 * exercised on it the way our dependencies call them.
 */
const ALLOWED_OUTSIDE_ENGINES: Record<string, string> = {
  'node_modules/cookie': 'cookie 2 — needed by @fastify/cookie 11.1.5 and light-my-request 6.8',
  'node_modules/content-disposition': 'content-disposition 3 — needed by @fastify/static ≥ 10.1.3',
};

interface LockPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

function packagesOutsideEngines(): string[] {
  const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  return Object.entries(lock.packages)
    .filter(([path, info]) => {
      // Optional binaries for other platforms are never installed here.
      if (path === '' || info.optional || !info.engines || Array.isArray(info.engines)) return false;
      const range = info.engines.node;
      return range !== undefined && !semver.satisfies(process.version, range, { includePrerelease: true });
    })
    .map(([path]) => path);
}

describe('packages and the Node version the machines run', () => {
  it('only the reviewed packages leave the running Node out of their engines', () => {
    expect(packagesOutsideEngines().sort()).toEqual(Object.keys(ALLOWED_OUTSIDE_ENGINES).sort());
  });

  it('cookie 2 parses and writes cookies on this Node as @fastify/cookie and light-my-request call it', () => {
    const require = createRequire(import.meta.url);
    const cookie = require('cookie') as {
      parseCookie: (header: string) => Record<string, string | undefined>;
      stringifySetCookie: (cookie: {
        name: string;
        value: string;
        httpOnly?: boolean;
        path?: string;
      }) => string;
    };
    expect(cookie.parseCookie('ka_session=abc%20d; theme=koyu')).toEqual({
      ka_session: 'abc d',
      theme: 'koyu',
    });
    expect(cookie.stringifySetCookie({ name: 'ka_session', value: 'x y', httpOnly: true, path: '/' })).toBe(
      'ka_session=x%20y; Path=/; HttpOnly',
    );
  });

  it('content-disposition 3 writes a Turkish file name on this Node as @fastify/static calls it', () => {
    const require = createRequire(import.meta.url);
    const { create } = require('content-disposition') as { create: (name: string) => string };
    expect(create('Denetim_Raporu_çığ.pdf')).toBe(
      `attachment; filename="Denetim_Raporu_???.pdf"; filename*=UTF-8''Denetim_Raporu_%C3%A7%C4%B1%C4%9F.pdf`,
    );
  });
});
