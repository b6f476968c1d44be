import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { authOperations as ops } from '../../domain/auth/operations';
import { OIDC_ERROR_FRAGMENT, type TOidcErrorCode } from '../../domain/auth/oidc';
import type { AppContext } from '../app-context';
import { registerOperation } from '../http/register-operation';
import { addressKey } from './address-key';
import { OIDC_LOGIN_TTL_MS, OidcFailure, OidcFlow } from './oidc-flow';
import { accountForIdentity } from './oidc-sign-in';
import { SESSION_COOKIE } from '../auth-kit/session-store';

/** The browser's half of a sign-in in flight (the other half is its `oidc_logins` row). */
const OIDC_COOKIE = 'ka_oidc';

// Fixed targets: nothing from the request chooses where the browser lands (no open redirect).
const APP_HOME = '/';
const loginWithError = (code: TOidcErrorCode) => `/login#${OIDC_ERROR_FRAGMENT}=${code}`;

/** Single sign-on routes; always registered (so the route sweeps cover them), inert when SSO is off. */
export async function oidcRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const oidc = ctx.config.oidc;
  const flow = oidc ? new OidcFlow(oidc, ctx.db) : undefined;
  const base = { httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure } as const;
  // Lax: the callback is a top-level GET navigation from the provider, which Lax cookies accompany.
  const flowCookie = { ...base, path: '/api/auth/oidc' } as const;

  const fail = (reply: FastifyReply, log: FastifyBaseLogger, error: unknown) => {
    const code = error instanceof OidcFailure ? error.code : 'provider_error';
    const cause = error instanceof OidcFailure ? error.cause : error;
    log.warn({ code, err: cause }, 'single sign-on refused');
    return reply.header('cache-control', 'no-store').redirect(loginWithError(code), 302);
  };

  registerOperation(app, ops.oidcStart, async (_input, request, reply) => {
    if (!flow) return reply.redirect(loginWithError('disabled'), 302);
    try {
      const { url, browserId } = await flow.start(addressKey(request.ip));
      reply.setCookie(OIDC_COOKIE, browserId, { ...flowCookie, maxAge: OIDC_LOGIN_TTL_MS / 1000 });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    } catch (error) {
      return fail(reply, request.log, error);
    }
  });

  registerOperation(app, ops.oidcCallback, async (_input, request, reply) => {
    if (!flow || !oidc) return reply.redirect(loginWithError('disabled'), 302);
    // Used once whatever happens: a second callback in this browser starts again from the button.
    reply.clearCookie(OIDC_COOKIE, flowCookie);
    try {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const identity = await flow.finish(request.cookies[OIDC_COOKIE], search);
      const user = await accountForIdentity(ctx.db, identity, { policy: ctx.config.signupPolicy, oidc });
      const session = await ctx.sessions.create(user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      reply.setCookie(SESSION_COOKIE, session.token, { ...base, path: '/', expires: session.expiresAt });
      return reply.header('cache-control', 'no-store').redirect(APP_HOME, 302);
    } catch (error) {
      return fail(reply, request.log, error);
    }
  });
}
