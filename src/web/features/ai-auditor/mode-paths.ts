import { queryString } from '../../../domain/shared/operation';

/** The auditor's own tabs (the app's mode table lists the same ids: /ai-auditor/<tab>). */
export type AuditorTab = 'upload' | 'analyze' | 'report' | 'settings';

/** '/ai-auditor/report?audit=…': the tab of the mode, with the audit it shows. */
export function modeTabPath(tab: AuditorTab, query?: Record<string, string | undefined>): string {
  const search = queryString(query);
  return `/ai-auditor/${tab}${search ? `?${search}` : ''}`;
}
