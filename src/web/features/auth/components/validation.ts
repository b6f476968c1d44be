import { AUTH_MESSAGES } from '../../../../domain/auth/contract';
import { INVISIBLE_CHARACTERS_MESSAGE } from '../../../../domain/shared/visible-text';

/**
 * The sign-in, sign-up and API-client messages, translated under `validation.<key>` of the app's own
 * namespace (they show before any feature chunk loads). The last two are the API client's own.
 */
export const AUTH_VALIDATION = {
  ...AUTH_MESSAGES,
  invisibleCharacters: INVISIBLE_CHARACTERS_MESSAGE,
  networkError: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.',
  loadError: 'Veri yüklenirken hata oluştu',
};
