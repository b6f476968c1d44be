import { AUTH_MESSAGES } from '../../domain/auth/contract';
import { OIDC_ERROR_MESSAGES } from '../../domain/auth/oidc';
import { FEEDBACK_REQUIRED_MESSAGE } from '../../domain/feedback/contract';
import { INVISIBLE_CHARACTERS_MESSAGE } from '../../domain/shared/visible-text';

/**
 * The sign-in, sign-up, 'Beni Geliştir' and API-client messages, translated under `validation.<key>`
 * of the app's own namespace (they show before any feature chunk loads).
 */
export const APP_VALIDATION = {
  ...AUTH_MESSAGES,
  invisibleCharacters: INVISIBLE_CHARACTERS_MESSAGE,
  feedbackRequired: FEEDBACK_REQUIRED_MESSAGE,
  feedbackNameTooLong: 'İsim en fazla 120 karakter olabilir',
  feedbackMessageTooLong: 'Mesaj en fazla 2000 karakter olabilir',
  // the API client's own messages (src/web/lib/api-client.ts)
  networkError: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.',
  loadError: 'Veri yüklenirken hata oluştu',
  // single sign-on failures, shown on the login screen (`sso_<code>`)
  ...Object.fromEntries(Object.entries(OIDC_ERROR_MESSAGES).map(([code, text]) => [`sso_${code}`, text])),
};
