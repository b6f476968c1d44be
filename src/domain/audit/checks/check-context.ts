import type { ApLookup } from '../../fmea/plan/ap-table';
import type { TAuditRuleSettings } from '../contract';

/** What every check may read besides its table: the settings and the compiled AP table. */
export interface CheckContext {
  readonly settings: TAuditRuleSettings;
  readonly ap: ApLookup;
}
