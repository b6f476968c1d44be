import { describe, expect, it } from 'vitest';
import { buildAnalysisReport, CONFIDENCE_DEFAULT, confidenceLabel, type ReportProblem } from './build-report';
import type { KnowledgeEntry } from './knowledge/knowledge-entry';
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';
import { searchKnowledge, searchProblemReport } from './knowledge/search';
import {
  ACCEPT_PROBABILITY,
  assessMatch,
  CONFIDENCE_CAP,
  matchEvidence,
  matchProbability,
  MODEL,
  REPORT_MODEL,
  type MatchEvidence,
} from './match-confidence';

const problem = (title: string, category = 'quality'): ReportProblem => ({
  title,
  description: '',
  customerImpact: '',
  department: 'production',
  discoveryDate: '2026-01-15',
  category,
  severity: 'medium',
});

/** The whole engineering-database path, as run-analysis takes it. */
const analyse = (title: string, category = 'quality') =>
  buildAnalysisReport(problem(title, category), searchProblemReport({ title }));

describe('off-topic problems get the generic report (issue 10: always 85 %)', () => {
  it.each([
    ['Kantinde yemekler soğuk', 'human', 'İnsan'],
    ['Ofis yazıcısı kağıt sıkıştırıyor', 'equipment', 'Ekipman'],
  ])('%s → generic, 75, expert review', (title, category, problemType) => {
    const report = analyse(title, category);
    expect(report.knowledgeEntryId).toBeNull();
    expect(report.problemType).toBe(problemType);
    expect(report.confidence).toBe(CONFIDENCE_DEFAULT);
    expect(report.expertReviewRecommended).toBe(true);
  });

  it('still finds candidates for them, so the rejection is the threshold, not an empty search', () => {
    expect(searchKnowledge({ title: 'Kantinde yemekler soğuk' }).length).toBeGreaterThan(0);
    expect(
      assessMatch('Kantinde yemekler soğuk', searchKnowledge({ title: 'Kantinde yemekler soğuk' })).accepted,
    ).toBe(false);
  });
});

describe('weld cracks land on the weld-crack entry (issue 10: coverage)', () => {
  it.each([['kaynak dikişinde çatlak'], ['kaynak catlagi'], ['Kaynak Çatlağı']])(
    '%s → weld_cracks',
    (title) => {
      expect(analyse(title).knowledgeEntryId).toBe('weld_cracks');
    },
  );

  it.each([
    ['plastik parçada gerilme çatlağı', 'stress_cracking'],
    ['enjeksiyon parçasında tabakalaşma', 'injection_delamination'],
  ])('%s → %s', (title, id) => {
    expect(analyse(title).knowledgeEntryId).toBe(id);
  });
});

describe('confidence follows the evidence', () => {
  const base: MatchEvidence = {
    strength: 2,
    margin: 0.5,
    coverage: 0.5,
    keyCoverage: 0.5,
    keyHits: 0.5,
    titleDefect: 0,
  };

  it.each([['strength'], ['margin'], ['coverage'], ['keyCoverage'], ['keyHits']] as const)(
    'rises with %s',
    (feature) => {
      for (const model of [MODEL, REPORT_MODEL])
        expect(matchProbability({ ...base, [feature]: base[feature] + 0.5 }, model)).toBeGreaterThan(
          matchProbability(base, model),
        );
    },
  );

  it('rises in a problem report when its title names the defect, not for a failure name', () => {
    const named = { ...base, titleDefect: 1 };
    expect(matchProbability(named, REPORT_MODEL)).toBeGreaterThan(matchProbability(base, REPORT_MODEL));
    expect(matchProbability(named)).toBe(matchProbability(base));
  });

  it('differs between real problems: a clear, well-separated match scores above an ambiguous one', () => {
    const clear = analyse('Enjeksiyon parçasında eksik baskı, kalıp tam dolmuyor');
    const ambiguous = analyse('delaminasyon');
    expect(clear.knowledgeEntryId).toBe('short_shot');
    expect(confidenceLabel(clear.confidence)).toBe('Yüksek Güven');
    expect(ambiguous.confidence).toBeLessThan(clear.confidence);
    expect(confidenceLabel(ambiguous.confidence)).not.toBe('Yüksek Güven');
  });

  it('is not one constant over different problems', () => {
    const titles = [
      'çapak',
      'kapak kenarinda capak var',
      'kaynak catlagi',
      'Boya kalkıyor, bant testinden geçmiyor',
    ];
    const values = new Set(titles.map((t) => analyse(t).confidence));
    expect(values.size).toBeGreaterThan(2);
  });

  it('never claims certainty', () => {
    const evidence: MatchEvidence = {
      strength: 10,
      margin: 1,
      coverage: 1,
      keyCoverage: 1,
      keyHits: 1,
      titleDefect: 1,
    };
    const entry = { id: 'x', name: 'X' } as KnowledgeEntry;
    const match: KnowledgeMatch = {
      entry,
      score: 100,
      rawScore: Math.expm1(10),
      matchedTerms: ['x'],
      keyTerms: ['x'],
      matchedWeight: 1,
      keyWeight: 1,
      titleDefect: 1,
    };
    expect(matchProbability(evidence)).toBeGreaterThan(0.99);
    expect(assessMatch('x', [match]).confidence).toBe(CONFIDENCE_CAP);
  });
});

describe('matchEvidence', () => {
  const entry = { id: 'a', name: 'A' } as KnowledgeEntry;
  const m = (rawScore: number, score: number, words: string[], keys: string[] = []): KnowledgeMatch => ({
    entry,
    score,
    rawScore,
    matchedTerms: words,
    keyTerms: keys,
    matchedWeight: words.length,
    keyWeight: keys.length,
    titleDefect: 0,
  });

  it('is null without a relevant match', () => {
    expect(matchEvidence('çapak', [])).toBeNull();
    expect(matchEvidence('çapak', [m(0, 0, [])])).toBeNull();
  });

  it('measures margin over the runner-up and the share of the text explained', () => {
    const evidence = matchEvidence('çapak ve yanık izi', [
      m(8, 100, ['çapak', 'yanık'], ['çapak']),
      m(2, 25, ['izi']),
    ]);
    expect(evidence).not.toBeNull();
    expect(evidence?.margin).toBeCloseTo(0.75);
    // 've' is a stopword: three terms, two explained, one by a key field
    expect(evidence?.coverage).toBeCloseTo(2 / 3);
    expect(evidence?.keyCoverage).toBeCloseTo(1 / 3);
    expect(evidence?.keyHits).toBeCloseTo(1 / 3);
    expect(evidence?.strength).toBeCloseTo(Math.log1p(8));
  });

  it('gives margin 1 when nothing else matched', () => {
    expect(matchEvidence('çapak', [m(5, 100, ['çapak'], ['çapak'])])?.margin).toBe(1);
  });

  it('accepts exactly from the acceptance probability', () => {
    expect(ACCEPT_PROBABILITY).toBeGreaterThan(0);
    const weak = assessMatch('kantin yemek soğuk', [m(1, 100, ['soğuk'])]);
    expect(weak.accepted).toBe(false);
    expect(weak.confidence).toBeLessThan(100 * ACCEPT_PROBABILITY);
  });
});
