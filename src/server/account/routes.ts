import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccountSessionList,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZRevokeSessionsResponse,
  ZSessionIdParams,
  ZUpdateProfileRequest,
} from '../../domain/account/contract';
import { AUTH_MESSAGES, ZUserResponse } from '../../domain/auth/contract';
import { ZOk } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import type { SessionUser } from '../auth/session-store';
import { AppError } from '../http/app-error';
import { changePassword } from './change-password';
import { listSessions } from './list-sessions';
import { revokeOtherSessions, revokeSession } from './revoke-session';
import { updateProfile } from './update-profile';

/** The signed-in session of a private route (the authentication hook guarantees one). */
function currentSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.session;
}

/** The caller's own account: sessions, password and profile. No user id is ever taken from the URL. */
export async function accountRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.get(
    '/api/account/sessions',
    { schema: { tags, response: { 200: ZAccountSessionList } } },
    async (request) => {
      const { user, sessionId } = currentSession(request);
      return { sessions: await listSessions(ctx.db, ctx.sessions, user.id, sessionId) };
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    { schema: { tags, params: ZSessionIdParams, response: { 200: ZOk } } },
    async (request) => {
      const { user, sessionId } = currentSession(request);
      await revokeSession(ctx.db, ctx.sessions, user.id, sessionId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    { schema: { tags, response: { 200: ZRevokeSessionsResponse } } },
    async (request) => {
      const { user, sessionId } = currentSession(request);
      return { revoked: await revokeOtherSessions(ctx.db, ctx.sessions, user.id, sessionId) };
    },
  );

  app.put(
    '/api/account/password',
    { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } } },
    async (request) => {
      const { user, sessionId } = currentSession(request);
      const revoked = await changePassword(ctx.db, ctx.sessions, user.id, sessionId, request.body);
      return { ok: true as const, revokedSessions: revoked };
    },
  );

  app.patch(
    '/api/account/profile',
    { schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZUserResponse } } },
    async (request) => ({
      user: await updateProfile(ctx.db, ctx.sessions, currentSession(request).user.id, request.body),
    }),
  );
}
