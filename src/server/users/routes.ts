import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZIdParams } from '../../domain/shared/api-error';
import { ZUpdateUserRequest, ZUpdateUserResponse, ZUserList } from '../../domain/users/contract';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

const tags = ['users'];
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The user directory (pickers, cards) and account management by a Yönetici. */
export async function userRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Kullanıcı listesi (e-posta ve son giriş yalnızca Yöneticiye)',
        response: { 200: ZUserList },
      },
    },
    async (request) => ({ users: await listUsers(ctx.db, currentUser(request)) }),
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Rolü değiştirir, hesabı devre dışı bırakır veya yeniden etkinleştirir (yalnızca Yönetici)',
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUpdateUserResponse, ...errors },
      },
    },
    async (request) => ({
      user: await updateUser(ctx.db, ctx.sessions, currentUser(request), request.params.id, request.body),
    }),
  );
}
