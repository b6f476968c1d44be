import path from 'node:path';

/**
 * The path a lenient server or proxy could read into a URL: percent-decoded until stable
 * (`/%2561pi` → `/%61pi` → `/api`), lower-cased, back-slashes and repeated slashes folded, dot
 * segments resolved. Used only to choose what an unmatched URL answers (a JSON 404 for anything that
 * looks like the API, the web app otherwise) — never to grant access.
 * @internal
 */
export function normalizedPath(url: string): string {
  let p = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      break;
    }
    if (decoded === p) break;
    p = decoded;
  }
  // `;…` path parameters (`/api;/users`) are dropped, as some servers and proxies do.
  p = p
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/;[^/]*/g, '')
    .replace(/\/{2,}/g, '/');
  return path.posix.normalize(p.startsWith('/') ? p : `/${p}`);
}

/** Whether an unmatched URL is meant for the API (`/api`, `/API/x`, `//api/x`, `/%61pi/x`, …). */
export function looksLikeApiPath(url: string): boolean {
  const p = normalizedPath(url);
  return p === '/api' || p.startsWith('/api/');
}
