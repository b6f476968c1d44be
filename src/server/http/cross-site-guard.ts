import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return done(crossSite());
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== requestOrigin(request)) return done(crossSite());
    done();
  });
}

function crossSite(): AppError {
  return new AppError(
    403,
    'cross_site_request',
    'Başka bir siteden gelen istek güvenlik nedeniyle reddedildi.',
  );
}
