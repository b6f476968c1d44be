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
    for (const [namespace, resource] of featureEnglish) i18n.addResourceBundle('en', namespace, resource);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

type Resource = Record<string, unknown>;
const featureEnglish = new Map<string, Resource>();

/**
 * Registers a feature's own namespace (its `locales/tr.json` and `en.json`), called by the feature's
 * lazy mode module so its text travels in its chunk, not in the first-screen bundle.
 */
export function addFeatureTranslations(namespace: string, tr: Resource, en: Resource): void {
  if (!i18n.hasResourceBundle('tr', namespace)) i18n.addResourceBundle('tr', namespace, tr);
  featureEnglish.set(namespace, en);
  if (i18n.hasResourceBundle('en', 'translation') && !i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, en);
  }
}

/** Locale for Intl formatting of the active language. */
export function activeLocale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'tr-TR';
}

export default i18n;
