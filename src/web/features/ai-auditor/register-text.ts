import { AUDIT_API_MESSAGES } from '../../../domain/audit/api-contract';
import { AUDIT_SETTINGS_MESSAGES } from '../../../domain/audit/contract';
import { AUDIT_MESSAGES } from '../../../domain/audit/labels';
import { FINDING_TEXTS, ruleTitles, type TFindingLang } from '../../../domain/audit/messages/finding-texts';
import { REVIEW_MESSAGES } from '../../../domain/audit/review-contract';
import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
import { FINDING_TASK_MESSAGES } from './components/report/finding-task-form';
import en from './locales/en.json';
import tr from './locales/tr.json';

/**
 * The Turkish messages of the contracts this feature shows (English under validation.<key>).
 * @internal
 */
export function auditorMessages(): Record<string, string> {
  return {
    ...AUDIT_API_MESSAGES,
    ...AUDIT_SETTINGS_MESSAGES,
    ...AUDIT_MESSAGES,
    ...FINDING_TASK_MESSAGES,
    ...REVIEW_MESSAGES,
  };
}

/**
 * The feature's text in one language: its locale file, plus the rules' names (`rules.<id>`) and
 * finding text (`findingText`) read from the rule definitions, so no rule text is typed here twice.
 * @internal
 */
export function auditorText(lang: TFindingLang): Record<string, unknown> {
  return { ...(lang === 'tr' ? tr : en), rules: ruleTitles(lang), findingText: FINDING_TEXTS[lang] };
}

/** The feature's text and its contracts' messages, registered once by whichever module loads first. */
export function registerAuditorText(): void {
  addFeatureTranslations('aiAuditor', auditorText('tr'), auditorText('en'));
  registerValidationMessages('aiAuditor', auditorMessages());
}
