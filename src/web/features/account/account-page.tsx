import { ACCOUNT_MESSAGES } from '../../../domain/account/contract';
import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
import { AccountScreen } from './components/account-screen';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('account', tr, en);
registerValidationMessages('account', ACCOUNT_MESSAGES);

/** '/account' (lazy chunk): the user's own profile, password and sessions. */
export default function AccountPage() {
  return <AccountScreen />;
}
