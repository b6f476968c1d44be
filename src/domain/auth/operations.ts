import { ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import {
  ZAuthConfig,
  ZInvitationCheckRequest,
  ZInvitationPreview,
  ZLoginRequest,
  ZSignupRequest,
  ZUserResponse,
} from './contract';
import { OIDC_CALLBACK_PATH, OIDC_START_PATH, ZOidcCallbackQuery } from './oidc';

const tags = ['auth'] as const;

/**
 * Sign-up, login, logout and the session user. Everything but `me` is public: the login screen
 * calls them before there is a session (logout too, so an expired session can still clear its cookie).
 * No `summary`s: this object ships in the login screen's bundle, where every byte counts.
 */
export const authOperations = {
  getConfig: defineOperation({
    method: 'GET',
    path: '/api/auth/config',
    tags,
    response: ZAuthConfig,
    public: true,
  }),
  signUp: defineOperation({
    method: 'POST',
    path: '/api/auth/signup',
    tags,
    body: ZSignupRequest,
    response: ZUserResponse,
    status: 201,
    public: true,
  }),
  // A POST so the token travels in the body, never in a URL a log or proxy keeps.
  checkInvitation: defineOperation({
    method: 'POST',
    path: '/api/auth/invitation',
    tags,
    body: ZInvitationCheckRequest,
    response: ZInvitationPreview,
    public: true,
  }),
  logIn: defineOperation({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    body: ZLoginRequest,
    response: ZUserResponse,
    public: true,
  }),
  logOut: defineOperation({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    response: ZOk,
    public: true,
    pendingAllowed: true,
  }),
  // Single sign-on: the browser navigates to `start`, the provider sends it back to `callback`; both
  // answer with a redirect (to the provider, to the app, or to the login screen with an error code).
  oidcStart: defineOperation({
    method: 'GET',
    path: OIDC_START_PATH,
    tags,
    response: ZOk,
    redirect: true,
    public: true,
  }),
  oidcCallback: defineOperation({
    method: 'GET',
    path: OIDC_CALLBACK_PATH,
    tags,
    query: ZOidcCallbackQuery,
    response: ZOk,
    redirect: true,
    public: true,
  }),
  me: defineOperation({
    method: 'GET',
    path: '/api/auth/me',
    tags,
    response: ZUserResponse,
    // An account awaiting approval reads who it is (the waiting screen), and nothing else.
    pendingAllowed: true,
  }),
};
