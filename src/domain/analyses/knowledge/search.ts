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
