import { describe, expect, it } from 'vitest';
import { PROCESS_DOMAINS, type KnowledgeEntry, type ProcessDomainId } from './knowledge/knowledge-entry';
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';
import { rejectedMatchAlternatives, runnerUpAlternatives } from './report-alternatives';

function match(id: string, rawScore: number, domain: ProcessDomainId = 'plastic_injection'): KnowledgeMatch {
  const entry = { id, name: id, domain, category: PROCESS_DOMAINS[domain] } as KnowledgeEntry;
  return {
    entry,
    score: rawScore > 0 ? 50 : 0,
    rawScore,
    matchedTerms: [],
    keyTerms: [],
    matchedWeight: 0,
    keyWeight: 0,
    titleDefect: 0,
  };
}

const scores = (alternatives: ReturnType<typeof runnerUpAlternatives>) =>
  alternatives.map(({ match: m, score }) => [m.entry.id, score]);

describe('runnerUpAlternatives', () => {
  const best = match('flash_burr', 10);

  it('shares the chance that the answer is wrong in proportion to search strength', () => {
    expect(scores(runnerUpAlternatives(best, [match('a', 6), match('b', 3), match('c', 1)], 0.8))).toEqual([
      ['a', 12],
      ['b', 6],
      ['c', 2],
    ]);
  });

  it('never puts a runner-up above an answer that is more likely right than not', () => {
    for (const probability of [0.5, 0.6, 0.76, 0.9, 0.97]) {
      const alternatives = runnerUpAlternatives(best, [match('a', 9.9)], probability);
      for (const { score } of alternatives) expect(score).toBeLessThanOrEqual(100 * probability);
    }
  });

  it('drops category-only matches (no text relevance)', () => {
    expect(scores(runnerUpAlternatives(best, [match('a', 4), match('b', 0)], 0.9))).toEqual([['a', 10]]);
  });

  it("offers another family's entries only when none of the answer's family is left", () => {
    const rust = match('corrosion', 9.8, 'metal');
    expect(scores(runnerUpAlternatives(best, [rust, match('sink', 2)], 0.8)).map(([id]) => id)).toEqual([
      'sink',
    ]);
    expect(scores(runnerUpAlternatives(best, [rust], 0.8))).toEqual([['corrosion', 20]]);
  });
});

describe('rejectedMatchAlternatives', () => {
  it('puts the too-weak match first at its own confidence, the runners-up below it', () => {
    const alternatives = rejectedMatchAlternatives(
      match('flash_burr', 8),
      [match('a', 5), match('b', 5)],
      64,
    );
    expect(scores(alternatives)).toEqual([
      ['flash_burr', 64],
      ['a', 18],
      ['b', 18],
    ]);
  });
});
