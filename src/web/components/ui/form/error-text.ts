import { useTranslation } from 'react-i18next';

// The zod contracts keep the spec's Turkish messages (the API answers with them); the web shows the
// user's language by looking each message up here: Turkish text → `<namespace>:validation.<key>`.
const keyOfMessage = new Map<string, string>();

/**
 * Registers a domain message catalogue (e.g. TASK_MESSAGES) whose texts the feature translates under
 * `validation.<catalogue key>` in its own locale namespace. Functions (messages with arguments) are skipped.
 */
export function registerValidationMessages(namespace: string, catalogue: Record<string, unknown>): void {
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message === 'string') keyOfMessage.set(message, `${namespace}:validation.${key}`);
  }
}

/** The i18n key of a registered domain message, if any. */
function validationKey(message: string): string | undefined {
  return keyOfMessage.get(message);
}

const TURKISH_ONLY = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * Turns a contract or server message into the interface language. An unregistered Turkish message
 * (a generic zod one) becomes a generic 'invalid value' in English rather than Turkish text.
 */
export function useErrorText(): (message: string | undefined | null) => string {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return '';
    const key = validationKey(message);
    if (key) return t(key, { defaultValue: message });
    if (i18n.language === 'en' && TURKISH_ONLY.test(message)) return t('form.invalidValue');
    return message;
  };
}
