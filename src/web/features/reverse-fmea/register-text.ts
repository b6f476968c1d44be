import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { REVERSE_FMEA_VALIDATION } from './locales/validation';

/** The feature's texts under 'reverseFmea' (the mode and its 'Ayarlar' section both need them). */
export function registerReverseFmeaText(): void {
  addFeatureTranslations('reverseFmea', tr, en);
  registerValidationMessages('reverseFmea', REVERSE_FMEA_VALIDATION);
}
