import { ZIdParams } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZUpdateUserRequest, ZUpdateUserResponse, ZUserList } from './contract';
import {
  ZCreatedInvitation,
  ZCreateInvitationRequest,
  ZInvitationList,
  ZInvitationResponse,
} from './invitations-contract';

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

/** One-time sign-up links (`SIGNUP=invite`; usable under every policy), all Yönetici only. */
export const invitationOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/invitations',
    tags,
    summary: 'Davet bağlantıları (yalnızca Yönetici)',
    response: ZInvitationList,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/invitations',
    tags,
    summary:
      'Tek kullanımlık, 7 gün geçerli bir davet bağlantısı oluşturur; bağlantı yalnızca bu yanıtta görünür',
    body: ZCreateInvitationRequest,
    response: ZCreatedInvitation,
    status: 201,
  }),
  revoke: defineOperation({
    method: 'DELETE',
    path: '/api/invitations/:id',
    tags,
    summary: 'Bekleyen bir daveti iptal eder (yalnızca Yönetici)',
    params: ZIdParams,
    response: ZInvitationResponse,
  }),
};
