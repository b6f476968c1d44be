import { AUDIT_API_MESSAGES } from '../../../domain/audit/api-contract';
import { AUDIT_SETTINGS_MESSAGES } from '../../../domain/audit/contract';
import { AUDIT_MESSAGES } from '../../../domain/audit/labels';
import { REVIEW_MESSAGES } from '../../../domain/audit/review-contract';
import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
import { FINDING_TASK_MESSAGES } from './components/report/finding-task-form';
import en from './locales/en.json';
import tr from './locales/tr.json';

/** The Turkish messages of the contracts this feature shows (English under validation.<key>). */
export function auditorMessages(): Record<string, string> {
  return {
    ...AUDIT_API_MESSAGES,
    ...AUDIT_SETTINGS_MESSAGES,
    ...AUDIT_MESSAGES,
    ...FINDING_TASK_MESSAGES,
    ...REVIEW_MESSAGES,
  };
}

/** The feature's text and its contracts' messages, registered once by whichever module loads first. */
export function registerAuditorText(): void {
  addFeatureTranslations('aiAuditor', tr, en);
  registerValidationMessages('aiAuditor', auditorMessages());
}
