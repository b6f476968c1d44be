import { ZIdParams } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZUpdateUserRequest, ZUpdateUserResponse, ZUserList } from './contract';

const tags = ['users'] as const;

/** The user directory (pickers, cards) and account management by a Yönetici. */
export const userOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/users',
    tags,
    summary: 'Kullanıcı listesi: pozisyon ve departman herkese, e-posta ve son giriş yalnızca Yöneticiye',
    response: ZUserList,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/api/users/:id',
    tags,
    summary: 'Rolü değiştirir, hesabı devre dışı bırakır veya yeniden etkinleştirir (yalnızca Yönetici)',
    params: ZIdParams,
    body: ZUpdateUserRequest,
    response: ZUpdateUserResponse,
  }),
};
