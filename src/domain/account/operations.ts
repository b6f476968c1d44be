import { ZUserResponse } from '../auth/contract';
import { ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import {
  ZAccountSessionList,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZRevokeSessionsResponse,
  ZSessionIdParams,
  ZUpdateProfileRequest,
} from './contract';

const tags = ['account'] as const;

/** The caller's own account: sessions, password and profile. No user id is ever in the URL. */
export const accountOperations = {
  listSessions: defineOperation({
    method: 'GET',
    path: '/api/account/sessions',
    tags,
    response: ZAccountSessionList,
  }),
  revokeSession: defineOperation({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    tags,
    params: ZSessionIdParams,
    response: ZOk,
  }),
  revokeOtherSessions: defineOperation({
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    tags,
    response: ZRevokeSessionsResponse,
  }),
  changePassword: defineOperation({
    method: 'PUT',
    path: '/api/account/password',
    tags,
    body: ZChangePasswordRequest,
    response: ZChangePasswordResponse,
  }),
  updateProfile: defineOperation({
    method: 'PATCH',
    path: '/api/account/profile',
    tags,
    body: ZUpdateProfileRequest,
    response: ZUserResponse,
  }),
};
