import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../../domain/auth/demo-accounts';
import { authOperations as ops } from '../../domain/auth/operations';
import type { AppContext } from '../app-context';
import { registerOperation } from '../http/register-operation';
import { addressKey } from './address-key';
import { currentUser } from '../auth-kit/authenticate';
import { DEVICE_COOKIE, DEVICE_TTL_MS, readDeviceTokens } from './device-cookie';
import { previewInvitation } from '../auth-kit/invitation-token';
import { logIn } from './log-in';
import { oidcRoutes } from './oidc-routes';
import { SESSION_COOKIE } from '../auth-kit/session-store';
import { hasAnyUser, signUp } from './sign-up';
import { reserveSignup } from './signup-throttle';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  } as const;

  registerOperation(app, ops.getConfig, async () => ({
    demoMode: ctx.config.demoMode,
    demoAccounts: ctx.config.demoMode
      ? DEMO_ACCOUNTS.map(({ username, password, role }) => ({ username, password, role }))
      : [],
    firstAccountBecomesAdmin: !(await hasAnyUser(ctx.db)),
    signupPolicy: ctx.config.signupPolicy,
    sso: ctx.config.oidc ? { label: ctx.config.oidc.label } : null,
  }));

  registerOperation(app, ops.signUp, async ({ body }, request) => {
    await reserveSignup(ctx.db, addressKey(request.ip));
    return { user: await signUp(ctx.db, body, { policy: ctx.config.signupPolicy }) };
  });

  registerOperation(app, ops.checkInvitation, async ({ body }) => previewInvitation(ctx.db, body.token));

  registerOperation(app, ops.logIn, async ({ body }, request, reply) => {
    const { user, token, expiresAt, deviceCookie } = await logIn(ctx.db, ctx.sessions, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      deviceTokens: readDeviceTokens(request.cookies[DEVICE_COOKIE]),
    });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    // Outlives logout on purpose: it marks the browser, not the session (see device-cookie.ts).
    reply.setCookie(DEVICE_COOKIE, deviceCookie, {
      ...cookieOptions,
      path: '/api/auth',
      maxAge: DEVICE_TTL_MS / 1000,
    });
    return { user };
  });

  registerOperation(app, ops.logOut, async (_input, request, reply) => {
    if (request.session) await ctx.sessions.destroy(request.session.sessionId);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return { ok: true as const };
  });

  registerOperation(app, ops.me, async (_input, request) => ({ user: currentUser(request) }));
  await oidcRoutes(app, ctx);
}
