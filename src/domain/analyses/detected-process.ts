import type { TAnalysis } from './contract';
import { PROCESS_TYPE_LABELS } from './contract';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { PROCESS_DOMAINS } from './knowledge/knowledge-entry';

export const PROCESS_NOT_DETECTED = 'Algılanamadı (bilgi bankasında eşleşme yok)';

/**
 * The process a report is about: the one the user chose, or — when they left 'Otomatik algıla' — the
 * domain of the knowledge entry the analysis matched, marked as detected.
 */
export function processLabel(analysis: Pick<TAnalysis, 'processType' | 'analysisResult'>): string {
  if (analysis.processType !== 'auto') return PROCESS_TYPE_LABELS[analysis.processType];
  const id = analysis.analysisResult.knowledgeEntryId;
  const entry = id === null ? undefined : KNOWLEDGE_BASE.find((e) => e.id === id);
  return entry ? `${PROCESS_DOMAINS[entry.domain]} (otomatik algılandı)` : PROCESS_NOT_DETECTED;
}
