import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import type { TUser } from '../../domain/auth/contract';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, type SessionStore } from './session-store';

/** Resolves the session cookie on every request; /api routes are private unless marked public. */
export function registerAuthentication(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null);
  const check = (request: FastifyRequest): AppError | undefined => {
    const isApi = request.url.startsWith('/api/');
    if (isApi && !request.session && !request.routeOptions.config.public && request.is404 === false) {
      return new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
    }
    return undefined;
  };
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
