import { ANALYSIS_MESSAGES } from '../../../../domain/analyses/contract';
import { EIGHT_D_FMEA_MESSAGES } from '../../../../domain/fmea/eight-d/contract';

const prefixed = (prefix: string, catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [`${prefix}_${k}`, v]));

/** The contract messages the 8D screens show (the report's D8 closure included), under `analyses:validation.<key>`. */
export const ANALYSES_VALIDATION: Record<string, unknown> = {
  ...ANALYSIS_MESSAGES,
  ...prefixed('eightDFmea', EIGHT_D_FMEA_MESSAGES),
};
