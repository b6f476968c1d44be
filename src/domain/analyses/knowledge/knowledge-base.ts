/** The built-in engineering knowledge base: every entry of the five production domains. */
import { frequentCrackEntries } from './entries/frequent-cracks';
import { leatherCoveringEntries } from './entries/leather-covering';
import { metalEntries } from './entries/metal';
import { paintedPlasticEntries } from './entries/painted-plastic';
import { plasticInjectionEntries } from './entries/plastic-injection';
import { polyurethaneEntries } from './entries/polyurethane';
import type { KnowledgeEntry } from './knowledge-entry';

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = Object.freeze([
  ...plasticInjectionEntries,
  ...paintedPlasticEntries,
  ...leatherCoveringEntries,
  ...polyurethaneEntries,
  ...metalEntries,
  ...frequentCrackEntries,
]);
