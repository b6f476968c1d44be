import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'İstek izin verilmeyen bir karakter (NUL, \\u0000) içeriyor.';
const nulError = (field?: string) => new AppError(400, 'invalid_character', NUL_MESSAGE, field);

/** The dotted path of the first string (value or key) holding a NUL character, or undefined. */
export function findNul(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        // Numbers (a 10⁶-value measurement array) cannot hold a NUL: skip them without a push.
        if (typeof item === 'object' || typeof item === 'string')
          stack.push({ value: item, path: `${path}.${i}` });
      }
    } else if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      // Only parsed JSON objects: a raw body kept for a worker (Buffer, holder class) is not walked
      // byte by byte here — the worker validates it with the same schema.
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\0')) return path;
        stack.push({ value: item, path: `${path}.${key}` });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL: such a value reached the database and came back as HTTP 500
 * (with the failing SQL in the log). It is refused up front with a Turkish 400 — in the URL (path and
 * query) before routing, in a JSON body before validation.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    done(url.includes('%00') || url.includes('\0') ? nulError() : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const body: unknown = request.body;
    if (body === undefined || body === null) return done();
    const path = findNul(body);
    done(path === undefined ? undefined : nulError(path.replace(/^\./, '') || undefined));
  });
}
