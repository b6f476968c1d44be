/** The built-in engineering knowledge base: every entry of the five production domains. */
import { frequentCrackEntries } from './entries/frequent-cracks';
import { leatherCoveringEntries } from './entries/leather-covering';
import { metalEntries } from './entries/metal';
import { paintedPlasticEntries } from './entries/painted-plastic';
import { plasticInjectionEntries } from './entries/plastic-injection';
import { polyurethaneEntries } from './entries/polyurethane';
import { PROCESS_DOMAINS, type KnowledgeEntry, type ProcessDomainId } from './knowledge-entry';

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = Object.freeze([
  ...plasticInjectionEntries,
  ...paintedPlasticEntries,
  ...leatherCoveringEntries,
  ...polyurethaneEntries,
  ...metalEntries,
  ...frequentCrackEntries,
]);

export interface KnowledgeStats {
  entries: number;
  rootCauses: number;
  byDomain: Record<ProcessDomainId, { entries: number; rootCauses: number }>;
}

/** Entry and root-cause counts, in total and per domain (the '400+ root causes' claim is checked against this). */
export function knowledgeStats(kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE): KnowledgeStats {
  const byDomain = Object.fromEntries(
    Object.keys(PROCESS_DOMAINS).map((domain) => [domain, { entries: 0, rootCauses: 0 }]),
  ) as KnowledgeStats['byDomain'];
  let rootCauses = 0;
  for (const entry of kb) {
    byDomain[entry.domain].entries++;
    byDomain[entry.domain].rootCauses += entry.rootCauses.length;
    rootCauses += entry.rootCauses.length;
  }
  return { entries: kb.length, rootCauses, byDomain };
}
