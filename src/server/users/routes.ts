import type { FastifyInstance } from 'fastify';
import { invitationOperations, userOperations as ops } from '../../domain/users/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** The user directory (pickers, cards) and account management by a Yönetici. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.list, async (_input, request) => ({
    users: await listUsers(ctx.db, currentUser(request)),
  }));

  registerOperation(app, ops.update, async ({ params, body }, request) => ({
    user: await updateUser(ctx.db, ctx.sessions, currentUser(request), params.id, body),
  }));

  registerOperation(app, invitationOperations.list, async (_input, request) => ({
    invitations: await listInvitations(ctx.db, currentUser(request)),
  }));

  registerOperation(app, invitationOperations.create, async ({ body }, request) =>
    createInvitation(ctx.db, currentUser(request), body),
  );

  registerOperation(app, invitationOperations.revoke, async ({ params }, request) => ({
    invitation: await revokeInvitation(ctx.db, currentUser(request), params.id),
  }));
}
