import { describe, expect, it } from 'vitest';
import { trIncludes } from '../../shared/turkish-text';
import { buildAnalysisReport, CONFIDENCE_DEFAULT } from '../build-report';
import { KNOWLEDGE_BASE } from './knowledge-base';
import type { ProcessDomainId } from './knowledge-entry';
import { searchKnowledge, searchProblemReport } from './search';

const best = (title: string) => searchKnowledge({ title })[0];

describe('searchKnowledge over the real knowledge base', () => {
  it.each([
    ['parçalarda çapak var', 'flash_burr'],
    ['capakli parca', 'flash_burr'],
    ['kalıp tam dolmuyor, eksik baskı', 'short_shot'],
    ['short shot', 'short_shot'],
    ['yüzeyde yanık izi ve kararma', 'burn_marks'],
    ['renk tonu farklı', 'color_variation'],
    ['parçada çökme ve çekinti var', 'sink_marks'],
  ])('%s → %s', (title, id) => {
    expect(best(title)?.entry.id).toBe(id);
    expect(best(title)?.score).toBe(100);
  });

  it.each<[string, ProcessDomainId, string[]]>([
    ['boyada yapışma problemi', 'painted_plastic', ['yapış', 'adhesion']],
    ['deri kaplamada kırışıklık', 'leather_covering', ['kırış', 'wrinkl']],
    ['köpükte boşluk', 'polyurethane', []],
    ['braket kaynak gözenek', 'metal', ['gözenek', 'porosity']],
  ])('%s → a %s entry about it', (title, domain, nameOrKeyword) => {
    const entry = best(title)?.entry;
    expect(entry?.domain).toBe(domain);
    if (entry && nameOrKeyword.length > 0) {
      const haystack = [entry.name, ...entry.keywords.tr, ...entry.keywords.en, ...entry.synonyms].join(' ');
      expect(nameOrKeyword.some((word) => trIncludes(haystack, word))).toBe(true);
    }
  });

  it('finds nothing relevant for nonsense', () => {
    expect(searchKnowledge({ title: 'xyzzy qwerty' })).toEqual([]);
    const withAll = searchKnowledge({ title: 'xyzzy qwerty', category: 'all' });
    expect(withAll.length).toBeGreaterThan(0);
    expect(withAll.every((m) => m.score === 0)).toBe(true);
  });

  it('narrows to the chosen process type', () => {
    const matches = searchKnowledge({ title: 'yüzeyde kabarcık ve yapışma', processType: 'painted_plastic' });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.entry.domain === 'painted_plastic')).toBe(true);
  });

  it('returns at most 5 by default, best first', () => {
    const matches = searchKnowledge({ title: 'yüzey', description: 'sıcaklık basınç nem' });
    expect(matches.length).toBeLessThanOrEqual(5);
    expect(matches[0]?.score).toBe(100);
  });

  it('feeds the report builder end to end', () => {
    const problem = {
      title: 'Parçalarda çapak var',
      description: 'Ayırma çizgisinde fazla malzeme',
      customerImpact: 'Montajda takılma',
      department: 'production',
      discoveryDate: '2024-03-05',
      category: 'quality',
      severity: 'high',
    };
    const report = buildAnalysisReport(problem, searchKnowledge(problem));
    expect(report.knowledgeEntryId).toBe('flash_burr');
    expect(report.problemType).toBe('Çapak');
    expect(report.confidence).toBeGreaterThan(CONFIDENCE_DEFAULT);
    expect(report.immediateActions).toHaveLength(3);
    expect(report.alternatives.length).toBeGreaterThan(0);
    expect(Object.values(report.fishbone).flat().length).toBe(
      KNOWLEDGE_BASE.find((e) => e.id === 'flash_burr')?.rootCauses.length,
    );

    const nonsense = { ...problem, title: 'xyzzy', description: 'qwerty', customerImpact: '' };
    const generic = buildAnalysisReport(nonsense, searchKnowledge({ ...nonsense, category: 'all' }));
    expect(generic.knowledgeEntryId).toBeNull();
    expect(generic.confidence).toBe(CONFIDENCE_DEFAULT);
  });
});

describe("searchProblemReport: the title names the entry's defect (titleDefect)", () => {
  const titleDefect = (title: string, description: string, id: string) =>
    searchProblemReport({ title, description }).find((m) => m.entry.id === id)?.titleDefect;

  it('is 1 for a one-word name, keyword or synonym in the title, written with or without the letters', () => {
    expect(titleDefect('Kapakta çapak', '', 'flash_burr')).toBe(1);
    expect(titleDefect('Kapakta capak', '', 'flash_burr')).toBe(1);
    expect(titleDefect('Bagaj klipsinde göçük', '', 'sink_marks')).toBe(1);
  });

  it('is 0 when only the description names it, or a word of a longer name does', () => {
    expect(titleDefect('Kapak sorunu', 'kapakta çapak görüldü', 'flash_burr')).toBe(0);
    // 'kaynak' is a word of 'Kaynak Çatlağı', not a name of it
    expect(titleDefect('kaynak dikişinde yarılma', '', 'weld_cracks')).toBe(0);
  });

  it("is 0 in the name reading (the FMEA plan's look-up)", () => {
    expect(searchKnowledge({ title: 'Kapakta çapak' })[0]?.titleDefect).toBe(0);
  });
});
