import { describe, expect, it } from 'vitest';
import {
  buildAnalysisReport,
  CONFIDENCE_DEFAULT,
  confidenceLabel,
  formatTrDate,
  GENERIC_IMMEDIATE_ACTIONS,
  GENERIC_RECOMMENDATIONS,
  GENERIC_ROOT_CAUSE,
  type ReportProblem,
} from './build-report';
import { ZAnalysisResult } from './contract';
import { EIGHT_D_TEAM } from './eight-d';
import type { KnowledgeEntry, SixM } from './knowledge/knowledge-entry';
import { analyzeText } from './knowledge/knowledge-index';
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';
import { assessMatch, REPORT_MODEL } from './match-confidence';

const PROBLEM: ReportProblem = {
  title: 'Kapı paneli klipslerinde çapak',
  description: 'Ayırma çizgisinde çapak',
  customerImpact: 'Montaj hattında takılma',
  department: 'production',
  discoveryDate: '2024-03-05',
  category: 'quality',
  severity: 'high',
};

const SIX: SixM[] = ['machine', 'method', 'material', 'man', 'measurement', 'environment'];

function fixtureEntry(id: string, name: string): KnowledgeEntry {
  return {
    id,
    name,
    domain: 'plastic_injection',
    category: 'Plastik Enjeksiyon',
    rootCauses: [1, 2, 3, 4, 5].map((n, i) => ({
      text: `${name} neden ${n}`,
      theme: 'machine_parameter',
      sixM: SIX[i % 3] ?? 'machine',
    })),
    solutions: [1, 2, 3, 4, 5].map((n) => `${name} çözüm ${n}`),
    preventiveMeasures: [1, 2, 3].map((n) => `${name} önlem ${n}`),
    technicalDetails: `${name} teknik detay paragrafı`,
    keywords: { tr: [], en: [] },
    synonyms: [],
  };
}

// Every word of PROBLEM, as if the entry's name and keywords explained all of it: strong evidence.
const PROBLEM_TEXT = [PROBLEM.title, PROBLEM.description, PROBLEM.customerImpact].join(' ');
const ALL_WORDS = [...new Set(analyzeText(PROBLEM_TEXT).map((t) => t.word))];

const match = (
  entry: KnowledgeEntry,
  score: number,
  rawScore = score / 10,
  words: string[] = ALL_WORDS,
): KnowledgeMatch => ({
  entry,
  score,
  rawScore,
  matchedTerms: words,
  keyTerms: words,
  matchedWeight: words.length,
  keyWeight: words.length,
  titleDefect: 0,
});

const FLASH = fixtureEntry('flash_burr', 'Çapak');
const SINK = fixtureEntry('sink_marks', 'Çekinti İzleri');
const SHORT = fixtureEntry('short_shot', 'Eksik Baskı');
const BURN = fixtureEntry('burn_marks', 'Yanık İzleri');
const COLOR = fixtureEntry('color_variation', 'Renk Ton Farklılığı');

describe('confidenceLabel', () => {
  it.each([
    [100, 'Yüksek Güven'],
    [90, 'Yüksek Güven'],
    [89, 'Orta Güven'],
    [85, 'Orta Güven'],
    [70, 'Orta Güven'],
    [69, 'Düşük Güven'],
    [0, 'Düşük Güven'],
  ])('%i → %s', (confidence, label) => {
    expect(confidenceLabel(confidence)).toBe(label);
  });
});

describe('formatTrDate', () => {
  it.each([
    ['2024-03-05', '05.03.2024'],
    ['2024-12-31T23:30:00Z', '31.12.2024'],
    ['bilinmiyor', 'bilinmiyor'],
  ])('%s → %s', (input, expected) => {
    expect(formatTrDate(input)).toBe(expected);
  });
});

describe('buildAnalysisReport without a relevant match', () => {
  const report = buildAnalysisReport(PROBLEM, []);

  it('produces the spec generic report', () => {
    expect(report.problemType).toBe('Kalite');
    expect(report.rootCause).toBe(GENERIC_ROOT_CAUSE);
    expect(report.immediateActions).toEqual([
      'Etkilenen ürünleri karantinaya alın',
      'Mevcut prosesi durdurun ve inceleyin',
      'Acil kalite kontrol noktaları ekleyin',
    ]);
    expect(report.recommendations).toEqual(GENERIC_RECOMMENDATIONS);
    expect(report.recommendations).toHaveLength(4);
    expect(report.confidence).toBe(CONFIDENCE_DEFAULT);
    expect(report.confidence).toBe(75);
    expect(report.knowledgeEntryId).toBeNull();
    expect(report.alternatives).toEqual([]);
    expect(report.source).toBe('engineering_db');
    expect(report.expertReviewRecommended).toBe(true);
    expect(Object.keys(report.fishbone).sort()).toEqual([...SIX].sort());
    expect(Object.values(report.fishbone).flat()).toEqual([]);
  });

  it('fills d1 with the team and d2 with title, impact, scope and tr-TR date', () => {
    for (const member of EIGHT_D_TEAM) expect(report.eightD.d1).toContain(member);
    expect(report.eightD.d2).toContain(PROBLEM.title);
    expect(report.eightD.d2).toContain('Montaj hattında takılma');
    expect(report.eightD.d2).toContain('Üretim departmanı');
    expect(report.eightD.d2).toContain('05.03.2024');
    expect(report.eightD.d2).toContain('Yüksek');
  });

  it('has generic multi-line texts in every 8D section', () => {
    for (const key of ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8'] as const) {
      expect(report.eightD[key].length).toBeGreaterThan(40);
      expect(report.eightD[key]).toContain('\n');
    }
    expect(report.eightD.d3).toContain('karantina');
    expect(report.eightD.d8).toContain('Ekib');
  });

  it('ignores category-only matches (score 0)', () => {
    const again = buildAnalysisReport(PROBLEM, [match(FLASH, 0, 0), match(SINK, 0, 0)]);
    expect(again.knowledgeEntryId).toBeNull();
    expect(again.confidence).toBe(CONFIDENCE_DEFAULT);
  });

  it.each([
    ['quality', 'Kalite'],
    ['environment', 'Çevre'],
    ['', 'Kalite Hatası'],
    ['  ', 'Kalite Hatası'],
    ['Özel Kategori', 'Özel Kategori'],
  ])('problemType for category %j is %s', (category, expected) => {
    expect(buildAnalysisReport({ ...PROBLEM, category }, []).problemType).toBe(expected);
  });

  it('says "Belirtilmedi" when there is no customer impact', () => {
    const { eightD } = buildAnalysisReport({ ...PROBLEM, customerImpact: '  ' }, []);
    expect(eightD.d2).toContain('Etki: Belirtilmedi');
  });

  it('is valid against the result schema', () => {
    expect(ZAnalysisResult.safeParse(report).success).toBe(true);
  });
});

describe('buildAnalysisReport with matches', () => {
  const matches = [match(FLASH, 100), match(SINK, 60), match(SHORT, 40), match(BURN, 20), match(COLOR, 10)];
  const report = buildAnalysisReport(PROBLEM, matches);

  it('uses the best match as the spec says', () => {
    expect(report.problemType).toBe('Çapak');
    expect(report.rootCause).toBe('Çapak neden 1, Çapak neden 2, Çapak neden 3');
    expect(report.immediateActions).toEqual(['Çapak çözüm 1', 'Çapak çözüm 2', 'Çapak çözüm 3']);
    expect(report.recommendations).toEqual(['Çapak önlem 1', 'Çapak önlem 2', 'Çapak önlem 3']);
    expect(report.confidence).toBe(assessMatch(PROBLEM, matches, REPORT_MODEL).confidence);
    expect(report.confidence).toBeGreaterThanOrEqual(90);
    expect(report.knowledgeEntryId).toBe('flash_burr');
    expect(report.expertReviewRecommended).toBe(false);
  });

  it('puts 2 root causes + technical details in d4, 2 solutions in d5, all measures in d7', () => {
    expect(report.eightD.d4).toBe(
      'Olası kök nedenler:\n• Çapak neden 1\n• Çapak neden 2\n\nTeknik detaylar:\nÇapak teknik detay paragrafı',
    );
    expect(report.eightD.d5).toBe('Düzeltici faaliyetler:\n• Çapak çözüm 1\n• Çapak çözüm 2');
    expect(report.eightD.d7).toBe('Tekrarı önleme:\n• Çapak önlem 1\n• Çapak önlem 2\n• Çapak önlem 3');
    expect(report.eightD.d2).toContain('Problem tipi: Çapak (Plastik Enjeksiyon)');
    expect(report.eightD.d1).toContain('Çapak');
  });

  it('lists the next three matches as alternatives, sharing the chance that the answer is wrong', () => {
    // rawScores 6, 4, 2 and 1 share (100 − confidence) in proportion.
    const share = (raw: number) => Math.round(((100 - report.confidence) * raw) / 13);
    expect(report.alternatives).toEqual([
      { id: 'sink_marks', name: 'Çekinti İzleri', category: 'Plastik Enjeksiyon', score: share(6) },
      { id: 'short_shot', name: 'Eksik Baskı', category: 'Plastik Enjeksiyon', score: share(4) },
      { id: 'burn_marks', name: 'Yanık İzleri', category: 'Plastik Enjeksiyon', score: share(2) },
    ]);
    for (const alt of report.alternatives) expect(alt.score).toBeLessThan(report.confidence);
  });

  it('offers an entry of another process family only when none of the answer family fits', () => {
    const rust = { ...fixtureEntry('corrosion', 'Korozyon / Pas'), domain: 'metal' as const };
    const mixed = buildAnalysisReport(PROBLEM, [match(FLASH, 100), match(rust, 98), match(SINK, 60)]);
    expect(mixed.alternatives.map((a) => a.id)).toEqual(['sink_marks']);
    const alone = buildAnalysisReport(PROBLEM, [match(FLASH, 100), match(rust, 98)]);
    expect(alone.alternatives.map((a) => a.id)).toEqual(['corrosion']);
  });

  it('drops score-0 matches from the alternatives', () => {
    const few = buildAnalysisReport(PROBLEM, [match(FLASH, 100), match(SINK, 0, 0)]);
    expect(few.alternatives).toEqual([]);
  });

  it('groups every root cause of the best match by 6M', () => {
    expect(report.fishbone).toEqual({
      machine: ['Çapak neden 1', 'Çapak neden 4'],
      method: ['Çapak neden 2', 'Çapak neden 5'],
      material: ['Çapak neden 3'],
      man: [],
      measurement: [],
      environment: [],
    });
  });

  it('recommends expert review when the confidence is below the user threshold', () => {
    const at = (confidenceThreshold: number) =>
      buildAnalysisReport(PROBLEM, matches, { confidenceThreshold }).expertReviewRecommended;
    expect(at(report.confidence + 1)).toBe(true);
    expect(at(report.confidence)).toBe(false);
  });

  it('copes with an entry shorter than the spec counts', () => {
    const tiny: KnowledgeEntry = {
      ...FLASH,
      rootCauses: FLASH.rootCauses.slice(0, 1),
      solutions: ['Tek çözüm'],
    };
    const small = buildAnalysisReport(PROBLEM, [match(tiny, 100)]);
    expect(small.rootCause).toBe('Çapak neden 1');
    expect(small.immediateActions).toEqual(['Tek çözüm']);
    expect(small.eightD.d5).toBe('Düzeltici faaliyetler:\n• Tek çözüm');
  });

  it('is valid against the result schema', () => {
    expect(ZAnalysisResult.safeParse(report).success).toBe(true);
  });

  it('does not share arrays with the knowledge entry', () => {
    expect(report.recommendations).not.toBe(FLASH.preventiveMeasures);
    expect(GENERIC_IMMEDIATE_ACTIONS).toHaveLength(3);
  });
});

describe('buildAnalysisReport with a match no surer than the generic report', () => {
  // Two of the problem's words explained: the model's confidence lands at 62 and exactly 75 here.
  const weak = (rawScore: number, words = ALL_WORDS.slice(0, 2)) => [
    match(FLASH, 100, rawScore, words),
    match(SINK, 60, rawScore * 0.6, words.slice(0, 1)),
  ];

  it.each([7, 9.8])('raw score %d: the generic report at 75, the match as its first alternative', (raw) => {
    const matches = weak(raw);
    const confidence = assessMatch(PROBLEM, matches, REPORT_MODEL).confidence;
    expect(confidence).toBeGreaterThanOrEqual(50);
    expect(confidence).toBeLessThanOrEqual(CONFIDENCE_DEFAULT);
    const report = buildAnalysisReport(PROBLEM, matches);
    expect(report.knowledgeEntryId).toBeNull();
    expect(report.confidence).toBe(CONFIDENCE_DEFAULT);
    expect(report.rootCause).toBe(GENERIC_ROOT_CAUSE);
    expect(report.expertReviewRecommended).toBe(true);
    expect(report.alternatives[0]).toEqual({
      id: 'flash_burr',
      name: 'Çapak',
      category: 'Plastik Enjeksiyon',
      score: confidence,
    });
    expect(report.alternatives[1]?.id).toBe('sink_marks');
    expect(report.alternatives[1]?.score).toBeLessThan(confidence);
  });

  it('offers nothing when the match is not even more likely right than wrong', () => {
    const report = buildAnalysisReport(PROBLEM, weak(3, ALL_WORDS.slice(0, 1)));
    expect(report.knowledgeEntryId).toBeNull();
    expect(report.alternatives).toEqual([]);
  });

  it('keeps the first alternative and its evidence in a detailed report, none in a quick one', () => {
    const detailed = buildAnalysisReport(PROBLEM, weak(9.8), { depth: 'detailed' });
    expect(detailed.alternatives[0]?.matchedTerms).toEqual(ALL_WORDS.slice(0, 2));
    expect(buildAnalysisReport(PROBLEM, weak(9.8), { depth: 'quick' }).alternatives).toEqual([]);
  });
});
