import type { FastifyInstance } from 'fastify';
import { userOperations as ops } from '../../domain/users/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { registerOperation } from '../http/register-operation';
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
}
