import { CONTROL_PLAN_MESSAGES } from '../../../../domain/fmea/control-plan/contract';
import { FMEA_MESSAGES } from '../../../../domain/fmea/contract';
import { FMEA_IMPORT_MESSAGES } from '../../../../domain/fmea/import/contract';
import { TEMPLATE_MESSAGES } from '../../../../domain/fmea/import/template-contract';
import { LINE_MESSAGES } from '../../../../domain/fmea/line-contract';
import { PLAN_OUTPUT_MESSAGES } from '../../../../domain/fmea/plan-output-contract';

const prefixed = (prefix: string, catalogue: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(catalogue)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => [`${prefix}_${k}`, v]),
  ) as Record<string, string>;

/** The contract messages this feature shows, translated under `reverseFmea:validation.<key>`. */
export const REVERSE_FMEA_VALIDATION: Record<string, string> = {
  ...prefixed('fmea', FMEA_MESSAGES),
  ...prefixed('import', FMEA_IMPORT_MESSAGES),
  ...prefixed('plan', PLAN_OUTPUT_MESSAGES),
  ...prefixed('template', TEMPLATE_MESSAGES),
  ...prefixed('line', LINE_MESSAGES),
  ...prefixed('controlPlan', CONTROL_PLAN_MESSAGES),
};
