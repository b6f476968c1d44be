import type { TAiProvider, TAnalysisDepth } from '../../../../domain/settings/contract';

/**
 * i18n key of a depth's description. A model provider takes the spec's time (about 30 s … 3-5 min);
 * the engineering database answers at once, so there depth says what the report contains.
 */
export function depthDescriptionKey(provider: TAiProvider, depth: TAnalysisDepth): string {
  return provider === 'engineering_db' ? `depthEngineeringDb.${depth}` : `depth.${depth}.description`;
}
