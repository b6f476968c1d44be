import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuthConfig, ZLoginRequest, ZSignupRequest, ZUserResponse } from '../../domain/auth/contract';
import { DEMO_ACCOUNTS } from '../../domain/auth/demo-accounts';
import { ZOk } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import { addressKey } from './address-key';
import { currentUser } from './authenticate';
import { DEVICE_COOKIE, DEVICE_TTL_MS, readDeviceTokens } from './device-cookie';
import { logIn } from './log-in';
import { SESSION_COOKIE } from './session-store';
import { hasAnyUser, signUp } from './sign-up';
import { reserveSignup } from './signup-throttle';

export async function authRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
  } as const;

  app.get(
    '/api/auth/config',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: ZAuthConfig } } },
    async () => ({
      demoMode: ctx.config.demoMode,
      demoAccounts: ctx.config.demoMode
        ? DEMO_ACCOUNTS.map(({ username, password, role }) => ({ username, password, role }))
        : [],
      firstAccountBecomesAdmin: !(await hasAnyUser(ctx.db)),
    }),
  );

  app.post(
    '/api/auth/signup',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: ZSignupRequest, response: { 201: ZUserResponse } },
    },
    async (request, reply) => {
      await reserveSignup(ctx.db, addressKey(request.ip));
      const user = await signUp(ctx.db, request.body);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZUserResponse } },
    },
    async (request, reply) => {
      const { user, token, expiresAt, deviceCookie } = await logIn(ctx.db, ctx.sessions, request.body, {
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
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: ZOk } } },
    async (request, reply) => {
      if (request.session) await ctx.sessions.destroy(request.session.sessionId);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], response: { 200: ZUserResponse } } },
    async (request) => ({
      user: currentUser(request),
    }),
  );
}
