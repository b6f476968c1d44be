import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import type { TUser } from '../../domain/auth/contract';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, type SessionStore } from './session-store';

/** Resolves the session cookie on every request; /api routes are private unless marked public. */
export function registerAuthentication(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await store.resolve(token) : null;
    const isApi = request.url.startsWith('/api/');
    if (isApi && !request.session && !request.routeOptions.config.public && request.is404 === false) {
      throw new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
    }
  });
}

/** The signed-in user of a private route (the hook above guarantees one). */
export function currentUser(request: FastifyRequest): TUser {
  if (!request.session) throw new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.session.user;
}
