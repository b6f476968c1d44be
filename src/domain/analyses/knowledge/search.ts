import { KNOWLEDGE_BASE } from './knowledge-base';
import type { KnowledgeEntry } from './knowledge-entry';
import {
  rankKnowledge,
  SEARCH_LIMIT_DEFAULT,
  type KnowledgeMatch,
  type KnowledgeQuery,
} from './knowledge-ranking';

/** Ranked knowledge entries for a problem description (see knowledge-ranking.ts for the rules). */
export function searchKnowledge(
  query: KnowledgeQuery,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
  limit: number = SEARCH_LIMIT_DEFAULT,
): KnowledgeMatch[] {
  return rankKnowledge(query, kb, limit);
}

/**
 * The 8D analysis's look-up: an engineer's problem report, read title over description with the
 * defect words first (reading 'report'). The FMEA plan looks failure names up with searchKnowledge.
 */
export function searchProblemReport(
  problem: Pick<KnowledgeQuery, 'title' | 'description' | 'customerImpact' | 'processType'>,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
  limit: number = SEARCH_LIMIT_DEFAULT,
): KnowledgeMatch[] {
  const { title, description, customerImpact, processType } = problem;
  return rankKnowledge({ title, description, customerImpact, processType, reading: 'report' }, kb, limit);
}
