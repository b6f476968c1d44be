import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a browser sent this request on behalf of a page of another origin: `Sec-Fetch-Site` says
 * another site or a sibling subdomain, or `Origin` differs from this server's own (scheme, host and
 * port). Requests with neither header come from non-browser clients, which no foreign page can drive.
 * Shared by the write guard below and the WebSocket upgrade (src/server/realtime/routes.ts).
 */
export function isCrossOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== requestOrigin(request);
}

/**
 * Protection against cross-site request forgery for cookie-authenticated writes (OWASP "Fetch
 * Metadata" + origin verification). Browsers always send `Sec-Fetch-Site` and/or `Origin` on
 * cross-site writes, so those are refused; requests without either come from non-browser clients
 * (a measuring station, curl) that cannot be driven by another site. SameSite=Lax cookies and the
 * JSON-only body parser are the second and third layers.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  // Callback style (not async): reads are the hot path and need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    done(isCrossOriginRequest(request) ? crossSiteError() : undefined);
  });
}

export function crossSiteError(): AppError {
  return new AppError(
    403,
    'cross_site_request',
    'Başka bir siteden gelen istek güvenlik nedeniyle reddedildi.',
  );
}
