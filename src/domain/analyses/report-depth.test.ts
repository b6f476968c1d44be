import { describe, expect, it } from 'vitest';
import { buildAnalysisReport, type ReportProblem } from './build-report';
import { ZAnalysisResult } from './contract';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { SIX_M } from './knowledge/knowledge-entry';
import { searchKnowledge } from './knowledge/search';
import { FINAL_VERIFICATION, GENERIC_VERIFICATION_STEPS, verificationSteps } from './report-depth';

const PROBLEM: ReportProblem = {
  title: 'Kapı paneli klips yuvasında çapak',
  description: 'Ayırma çizgisi boyunca ince film şeklinde taşma var, kalıp bakımından sonra başladı',
  customerImpact: 'Montaj hattında klips oturmuyor',
  department: 'production',
  discoveryDate: '2026-03-05',
  category: 'quality',
  severity: 'high',
};
const matches = searchKnowledge(PROBLEM);
const at = (depth: 'quick' | 'standard' | 'detailed', problem = PROBLEM) =>
  buildAnalysisReport(problem, searchKnowledge(problem), { depth });

describe('analysis depth with the engineering database (issue 10: depth did nothing)', () => {
  const quick = at('quick');
  const standard = at('standard');
  const detailed = at('detailed');

  it('keeps the same entry and confidence at every depth', () => {
    expect(quick.knowledgeEntryId).toBe('flash_burr');
    expect(standard.knowledgeEntryId).toBe('flash_burr');
    expect(detailed.knowledgeEntryId).toBe('flash_burr');
    expect(new Set([quick.confidence, standard.confidence, detailed.confidence]).size).toBe(1);
    expect([quick.depth, standard.depth, detailed.depth]).toEqual(['quick', 'standard', 'detailed']);
  });

  it('quick: one entry, short', () => {
    expect(quick.alternatives).toEqual([]);
    expect(quick.immediateActions).toHaveLength(2);
    expect(quick.recommendations).toHaveLength(2);
    expect(quick.rootCause.split(', ')).toHaveLength(2);
    expect(quick.eightD.d4).not.toContain('Teknik detaylar');
    expect(quick.verificationSteps).toBeUndefined();
    expect(JSON.stringify(quick).length).toBeLessThan(JSON.stringify(standard).length);
  });

  it("standard: the spec's report, alternatives without extra evidence", () => {
    expect(standard.immediateActions).toHaveLength(3);
    expect(standard.eightD.d4).toContain('Teknik detaylar');
    expect(standard.alternatives.length).toBeGreaterThan(0);
    expect(standard.alternatives[0]?.matchedTerms).toBeUndefined();
    expect(standard.verificationSteps).toBeUndefined();
  });

  it('detailed: alternatives with their evidence', () => {
    expect(detailed.alternatives.length).toBeGreaterThan(0);
    for (const alt of detailed.alternatives) {
      const ranked = matches.find((m) => m.entry.id === alt.id);
      expect(alt.matchedTerms).toEqual(ranked?.matchedTerms);
      expect(alt.rootCauses?.length).toBeGreaterThan(0);
    }
  });

  it('detailed: every 6M branch in d4', () => {
    for (const label of Object.values(SIX_M))
      expect(detailed.eightD.d4).toMatch(new RegExp(`^${label} \\(\\d+\\):`, 'm'));
    const flash = KNOWLEDGE_BASE.find((e) => e.id === 'flash_burr');
    for (const cause of flash?.rootCauses ?? []) expect(detailed.eightD.d4).toContain(cause.text);
  });

  it('detailed: verification steps for each branch, each alternative and the on/off test, also in d6', () => {
    const steps = detailed.verificationSteps ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(detailed.alternatives.length + 2);
    expect(steps.at(-1)).toBe(FINAL_VERIFICATION);
    for (const alt of detailed.alternatives) expect(steps.some((s) => s.includes(alt.name))).toBe(true);
    expect(detailed.eightD.d6).toContain('Doğrulama adımları:');
    expect(detailed.eightD.d6).toContain(FINAL_VERIFICATION);
  });

  it('all three are valid against the result schema', () => {
    for (const report of [quick, standard, detailed])
      expect(ZAnalysisResult.safeParse(report).success).toBe(true);
  });
});

describe('depth of the generic report', () => {
  const offTopic = {
    ...PROBLEM,
    title: 'Kantinde yemekler soğuk',
    description: 'Öğle yemeği',
    customerImpact: '',
  };

  it('adds the generic verification steps when detailed, nothing when quick', () => {
    const detailed = at('detailed', offTopic);
    expect(detailed.knowledgeEntryId).toBeNull();
    expect(detailed.verificationSteps).toEqual(GENERIC_VERIFICATION_STEPS);
    expect(detailed.eightD.d6).toContain('Doğrulama adımları:');
    const quick = at('quick', offTopic);
    expect(quick.verificationSteps).toBeUndefined();
    expect(quick.eightD.d6).not.toContain('Doğrulama adımları:');
  });
});

describe('verificationSteps', () => {
  it('names one cause per 6M branch the entry has', () => {
    const entry = KNOWLEDGE_BASE.find((e) => e.id === 'weld_cracks');
    if (!entry) throw new Error('weld_cracks missing');
    const steps = verificationSteps(entry, []);
    const branches = new Set(entry.rootCauses.map((c) => c.sixM));
    expect(steps).toHaveLength(branches.size + 1);
    expect(steps[0]).toContain(entry.rootCauses.find((c) => c.sixM === 'machine')?.text);
  });
});
