import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import type { TUser } from '../../domain/auth/contract';
import { canUseApp } from '../../domain/users/permissions';
import { AppError } from '../http/app-error';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from './session-store';

/**
 * Whether a request may go on without a session. Decided on the route the router matched (its
 * declared `config.public`), never on the URL's text: `/%61pi/users`, `/API/users` and `//api/users`
 * reach the same handler or none, and a prefix test on the raw URL let the first one through.
 * Unmatched requests go to the not-found handler, which reveals nothing.
 */
function needsSession(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config.public !== true;
}

/**
 * Whether a signed-in account that awaits approval may reach this route: public ones, and those whose
 * operation declares `pendingAllowed` (its own session). Read from the matched route's config, as
 * `config.public` is; a route without the flag (the WebSocket included) refuses such an account.
 */
function pendingMayReach(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return request.is404 || config.public === true || config.pendingAllowed === true;
}

/** The user a personal API token speaks for, or null (unknown, revoked, deactivated account). */
export type ApiTokenResolver = (token: string) => Promise<SessionUser | null>;

/**
 * `Authorization: Bearer <token>` on a route that declares `config.apiToken` (the read-only feeds).
 * On any other route the header is not even read: a feed token can never reach them.
 */
function apiTokenOf(request: FastifyRequest): string | null {
  if (request.is404 || request.routeOptions.config.apiToken !== true) return null;
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Resolves the session cookie on every request; every route is private unless declared public. With
 * no cookie, a route declared `apiToken` also accepts a personal API token.
 */
export function registerAuthentication(
  app: FastifyInstance,
  store: SessionStore,
  resolveApiToken?: ApiTokenResolver,
): void {
  app.decorateRequest('session', null);
  const check = (request: FastifyRequest): AppError | undefined => {
    if (!request.session)
      return needsSession(request)
        ? new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated)
        : undefined;
    return canUseApp(request.session.user) || pendingMayReach(request)
      ? undefined
      : new AppError(403, 'approval_pending', AUTH_MESSAGES.approvalPending);
  };
  // Callback style: a cached session (the common case) is answered without a promise or a query.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      request.session = null;
      const bearer = resolveApiToken ? apiTokenOf(request) : null;
      if (bearer === null || !resolveApiToken) return done(check(request));
      return void resolveApiToken(bearer).then(
        (session) => {
          request.session = session;
          done(check(request));
        },
        (error: Error) => done(error),
      );
    }
    const hit = store.cached(token);
    if (hit) {
      request.session = hit;
      return done(check(request));
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
