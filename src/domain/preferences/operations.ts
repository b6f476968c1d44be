import { defineOperation } from '../shared/operation';
import { ZPreferences, ZUpdatePreferencesRequest } from './contract';

const tags = ['preferences'] as const;

/** The signed-in user's own preferences (language, auto-save, notifications). */
export const preferencesOperations = {
  getPreferences: defineOperation({
    method: 'GET',
    path: '/api/preferences',
    tags,
    response: ZPreferences,
  }),
  updatePreferences: defineOperation({
    method: 'PUT',
    path: '/api/preferences',
    tags,
    summary: 'Yalnız gönderilen alanlar değişir',
    body: ZUpdatePreferencesRequest,
    response: ZPreferences,
  }),
};
