import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import tr from '../locales/tr.json';

void i18n.use(initReactI18next).init({
  resources: { tr: { translation: tr } },
  lng: 'tr',
  fallbackLng: 'tr',
  // React escapes text itself; escaping here would double-escape user text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the interface language; English text is a separate chunk loaded on first use. */
export async function changeLanguage(language: 'tr' | 'en'): Promise<void> {
  if (language === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const en = await import('../locales/en.json');
    i18n.addResourceBundle('en', 'translation', en.default);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Locale for Intl formatting of the active language. */
export function activeLocale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'tr-TR';
}

export default i18n;
