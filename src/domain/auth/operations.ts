import { ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZAuthConfig, ZLoginRequest, ZSignupRequest, ZUserResponse } from './contract';

const tags = ['auth'] as const;

/**
 * Sign-up, login, logout and the session user. Everything but `me` is public: the login screen
 * calls them before there is a session (logout too, so an expired session can still clear its cookie).
 */
export const authOperations = {
  getConfig: defineOperation({
    method: 'GET',
    path: '/api/auth/config',
    tags,
    summary: 'Giriş ekranı ayarları (demo hesapları, ilk hesabın Yönetici olup olmayacağı)',
    response: ZAuthConfig,
    public: true,
  }),
  signUp: defineOperation({
    method: 'POST',
    path: '/api/auth/signup',
    tags,
    summary: 'Yeni hesap açar (adres başına sınırlı)',
    body: ZSignupRequest,
    response: ZUserResponse,
    status: 201,
    public: true,
  }),
  logIn: defineOperation({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    summary: 'Oturum açar: oturum ve cihaz çerezlerini yazar (hatalı denemeler sınırlı)',
    body: ZLoginRequest,
    response: ZUserResponse,
    public: true,
  }),
  logOut: defineOperation({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    summary: 'Oturumu kapatır ve oturum çerezini siler',
    response: ZOk,
    public: true,
  }),
  me: defineOperation({
    method: 'GET',
    path: '/api/auth/me',
    tags,
    summary: 'Oturumdaki kullanıcı',
    response: ZUserResponse,
  }),
};
