import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { powerBiFrameSources } from '../../domain/powerbi/embed-hosts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes come from chart and layout libraries; scripts stay strictly external.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Only Power BI reports are framed (the reporting dashboard): its public and sovereign clouds.
      frameSrc: powerBiFrameSources(),
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it would set. */
function computeSecurityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as documents, so they get the short set OWASP's REST cheat sheet
 * recommends; `no-store` also keeps per-user data out of shared caches.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's document set without HSTS: that one is sent only on HTTPS answers (see below).
 * @internal
 */
export function documentSecurityHeaders(): Record<string, string> {
  const headers = computeSecurityHeaders();
  delete headers['strict-transport-security'];
  return headers;
}

/**
 * Every answer gets the API set first; documents (the web app, the API docs) then get helmet's full
 * set: CSP without inline scripts, nosniff, frame and referrer policies, … Neither varies per request,
 * so both are computed once at start-up (the Fastify plugin rebuilt them on every request, which cost
 * a third of the API's throughput). Which set applies is decided on the matched route: a route
 * declared `config.document` carries a route hook of its own (`documentHeadersHook`), added when the
 * route is registered, so the per-request hook reads no route options (Fastify builds that object
 * anew on every access). Errors and unmatched URLs keep the API set until the not-found handler
 * serves the web app. HSTS only over HTTPS: on plain HTTP it means nothing to a browser and misleads
 * a scanner.
 */
export function registerSecurityHeaders(app: FastifyInstance): Record<string, string> {
  const documentHeaders = documentSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    done();
  });
  return documentHeaders;
}

/**
 * The route hook of a document route: helmet's set in place of the API set. Documents set their own
 * caching (hashed assets for a year, pages revalidated), so the API's `no-store` is taken off.
 */
export function documentHeadersHook(documentHeaders: Record<string, string>): onRequestHookHandler {
  return (_request, reply, done) => {
    reply.removeHeader('cache-control').headers(documentHeaders);
    done();
  };
}

/**
 * The Swagger UI page's own CSP (script and style hashes of its inline code) without the external
 * hosts the plugin adds by default (`https:` fonts and styles, the online validator) and without
 * `upgrade-insecure-requests`, which breaks plant installations on plain HTTP.
 */
export function tightenSwaggerCsp(header: string): string {
  return header
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && d !== 'upgrade-insecure-requests')
    .map((d) =>
      d
        .split(/\s+/)
        .filter((source) => source !== 'https:' && source !== 'validator.swagger.io')
        .join(' '),
    )
    .join('; ');
}
