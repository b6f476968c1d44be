import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOperations as ops } from '../../domain/account/operations';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import type { AppContext } from '../app-context';
import type { SessionUser } from '../auth-kit/session-store';
import { AppError } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
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
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.listSessions, async (_input, request) => {
    const { user, sessionId } = currentSession(request);
    return { sessions: await listSessions(ctx.db, ctx.sessions, user.id, sessionId) };
  });

  registerOperation(app, ops.revokeSession, async ({ params }, request) => {
    const { user, sessionId } = currentSession(request);
    await revokeSession(ctx.db, ctx.sessions, user.id, sessionId, params.id);
    return { ok: true as const };
  });

  registerOperation(app, ops.revokeOtherSessions, async (_input, request) => {
    const { user, sessionId } = currentSession(request);
    return { revoked: await revokeOtherSessions(ctx.db, ctx.sessions, user.id, sessionId) };
  });

  registerOperation(app, ops.changePassword, async ({ body }, request) => {
    const { user, sessionId } = currentSession(request);
    const revoked = await changePassword(ctx.db, ctx.sessions, user.id, sessionId, body);
    return { ok: true as const, revokedSessions: revoked };
  });

  registerOperation(app, ops.updateProfile, async ({ body }, request) => ({
    user: await updateProfile(ctx.db, ctx.sessions, currentSession(request).user.id, body),
  }));
}
