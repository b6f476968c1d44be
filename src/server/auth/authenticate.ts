import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import type { TUser } from '../../domain/auth/contract';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, type SessionStore } from './session-store';

/**
 * Whether a request may go on without a session. Decided on the route the router matched (its
 * declared `config.public`), never on the URL's text: `/%61pi/users`, `/API/users` and `//api/users`
 * reach the same handler or none, and a prefix test on the raw URL let the first one through.
 * Unmatched requests go to the not-found handler, which reveals nothing.
 */
function needsSession(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config.public !== true;
}

/** Resolves the session cookie on every request; every route is private unless declared public. */
export function registerAuthentication(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null);
  const check = (request: FastifyRequest): AppError | undefined =>
    !request.session && needsSession(request)
      ? new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated)
      : undefined;
  // Callback style: a cached session (the common case) is answered without a promise or a query.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      request.session = null;
      return done(check(request));
    }
    const hit = store.cached(token);
    if (hit) {
      request.session = hit;
      return done();
    }
    store.resolve(token).then(
      (session) => {
        request.session = session;
        done(check(request));
      },
      (error: Error) => done(error),
    );
  });
}

/** The signed-in user of a private route (the hook above guarantees one). */
export function currentUser(request: FastifyRequest): TUser {
  if (!request.session) throw new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.session.user;
}
