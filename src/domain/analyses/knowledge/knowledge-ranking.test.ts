import { describe, expect, it } from 'vitest';
import { analyzeText, expandStem, getKnowledgeIndex } from './knowledge-index';
import { PROCESS_DOMAINS, type KnowledgeEntry, type ProcessDomainId } from './knowledge-entry';
import {
  DESCRIPTION_BUDGET,
  DESCRIPTION_TERM_WEIGHT,
  queryWeight,
  rankKnowledge,
  weightedQueryTerms,
} from './knowledge-ranking';

interface FixtureInput {
  id: string;
  name: string;
  domain?: ProcessDomainId;
  causes?: string[];
  solutions?: string[];
  details?: string;
  tr?: string[];
  en?: string[];
  synonyms?: string[];
}

function entry(input: FixtureInput): KnowledgeEntry {
  const domain = input.domain ?? 'plastic_injection';
  return {
    id: input.id,
    name: input.name,
    domain,
    category: PROCESS_DOMAINS[domain],
    rootCauses: (input.causes ?? []).map((text) => ({ text, theme: 'process_setting', sixM: 'method' })),
    solutions: input.solutions ?? ['Proses parametrelerini kontrol edin'],
    preventiveMeasures: ['Kontrol planını güncelleyin'],
    technicalDetails: input.details ?? '',
    keywords: { tr: input.tr ?? [], en: input.en ?? [] },
    synonyms: input.synonyms ?? [],
  };
}

const KB: readonly KnowledgeEntry[] = [
  entry({
    id: 'flash_burr',
    name: 'Çapak',
    causes: ['Kalıp ayırma yüzeyinde aşınma', 'Mengene kuvveti yetersiz', 'Enjeksiyon basıncı çok yüksek'],
    details: 'Ayırma çizgisinde 0,05 mm üzeri fazla malzeme çapak olarak kabul edilir.',
    tr: ['çapak', 'fazla malzeme'],
    en: ['flash', 'burr'],
  }),
  entry({
    id: 'short_shot',
    name: 'Eksik Baskı',
    causes: ['Enjeksiyon basıncı yetersiz', 'Kalıp sıcaklığı düşük', 'Hava tahliyesi yetersiz'],
    details: 'Kavite dolum oranı ve yastık değeri izlenir.',
    tr: ['eksik dolum', 'dolmama'],
    en: ['short shot', 'non-fill'],
  }),
  entry({
    id: 'burn_marks',
    name: 'Yanık İzleri',
    causes: ['Hava sıkışması ve dizel etkisi', 'Eriyik sıcaklığı yüksek'],
    details: 'Kararma genellikle akış sonunda görülür.',
    tr: ['yanık', 'kararma'],
    en: ['burn marks', 'dieseling'],
  }),
  entry({
    id: 'paint_adhesion',
    name: 'Boya Yapışma Zayıflığı',
    domain: 'painted_plastic',
    causes: ['Yüzey enerjisi düşük', 'Yüzeyde kalıp ayırıcı kalıntısı'],
    details: 'Çapraz kesim testi ISO 2409 ile yapılır.',
    tr: ['yapışma', 'soyulma'],
    en: ['adhesion'],
  }),
  entry({
    id: 'leather_wrinkle',
    name: 'Kırışıklık',
    domain: 'leather_covering',
    causes: ['Deri gerginliği yetersiz', 'Yapıştırıcı açık süresi aşıldı'],
    tr: ['kırışık', 'buruşma'],
    en: ['wrinkle'],
  }),
  entry({
    id: 'solutions_only',
    name: 'Ölçü Sapması',
    domain: 'metal',
    causes: ['Fikstür aşınması'],
    solutions: ['Yüzeyi zımpara ile temizleyin'],
  }),
];

const ids = (query: Parameters<typeof rankKnowledge>[0], kb = KB) =>
  rankKnowledge(query, kb).map((m) => m.entry.id);

describe('rankKnowledge: which entry comes first', () => {
  it.each([
    ['parçalarda çapak var', 'flash_burr'],
    ['capakli parca', 'flash_burr'],
    ['ÇAPAĞI TEMİZLENMİYOR', 'flash_burr'],
    ['burr on parting line', 'flash_burr'],
    ['kalıp tam dolmuyor, eksik baskı', 'short_shot'],
    ['short shot', 'short_shot'],
    ['yüzeyde yanık izi ve kararma', 'burn_marks'],
    ['boyada yapışma problemi', 'paint_adhesion'],
    ['deri kaplamada kırışıklık', 'leather_wrinkle'],
  ])('%s → %s', (title, expected) => {
    expect(ids({ title })[0]).toBe(expected);
  });

  it('reads description and customer impact as well as the title', () => {
    expect(ids({ title: 'Müşteri şikayeti', description: 'soyulma görüldü' })[0]).toBe('paint_adhesion');
    expect(ids({ title: 'Hat 3', customerImpact: 'kararma nedeniyle iade' })[0]).toBe('burn_marks');
  });
});

describe('rankKnowledge: scores', () => {
  it('gives the best match 100 and the others a relative score between 1 and 100', () => {
    const matches = rankKnowledge({ title: 'enjeksiyon basıncı yüksek, çapak' }, KB);
    expect(matches[0]?.score).toBe(100);
    for (const m of matches) {
      expect(m.rawScore).toBeGreaterThan(0);
      expect(m.score).toBeGreaterThanOrEqual(1);
      expect(m.score).toBeLessThanOrEqual(100);
    }
    const raw = matches.map((m) => m.rawScore);
    expect(raw).toEqual([...raw].sort((a, b) => b - a));
  });

  it('prefers the entry whose whole name the query covers when the text scores nearly tie', () => {
    const shared = { causes: ['Renk tonu farklı pigment dozajı', 'Ton farkı'], tr: ['renk farkı', 'ton'] };
    const kb = [
      entry({ id: 'paint_color', name: 'Boya Renk Farkı', domain: 'painted_plastic', ...shared }),
      entry({ id: 'color_variation', name: 'Renk Ton Farklılığı', ...shared }),
    ];
    expect(ids({ title: 'renk tonu farklı' }, kb)).toEqual(['color_variation', 'paint_color']);
  });

  it('reports the words as the user wrote them', () => {
    const [best] = rankKnowledge({ title: 'Parçalarda ÇAPAK var' }, KB);
    expect(best?.matchedTerms).toEqual(['çapak']);
    expect(best?.keyTerms).toEqual(['çapak']);
  });

  it('tells key-field hits (name, keywords, synonyms) from hits in root causes only', () => {
    const [best] = rankKnowledge({ title: 'mengene kuvveti' }, KB);
    expect(best?.entry.id).toBe('flash_burr');
    expect(best?.matchedTerms).toEqual(['mengene', 'kuvveti']);
    expect(best?.keyTerms).toEqual([]);
  });

  it('respects the limit', () => {
    expect(rankKnowledge({ title: 'yetersiz', category: 'all' }, KB, 2)).toHaveLength(2);
    expect(rankKnowledge({ title: 'çapak' }, KB, 0)).toEqual([]);
  });
});

describe('rankKnowledge: no relevant match', () => {
  it.each([['xyzzy qwerty'], ['ve bir için çok'], ['parça hatası sorunu ürün problemi'], ['   ']])(
    '%j matches nothing',
    (title) => {
      expect(rankKnowledge({ title }, KB)).toEqual([]);
    },
  );

  it('does not match on solutions alone (the spec rule reads name, root causes and details)', () => {
    expect(ids({ title: 'zımpara' })).toEqual([]);
  });
});

describe('rankKnowledge: category rule and process type', () => {
  it("with category 'all' every entry matches, relevant ones first, the rest with score 0", () => {
    const matches = rankKnowledge({ title: 'kırışıklık', category: 'all' }, KB, 10);
    expect(matches).toHaveLength(KB.length);
    expect(matches[0]?.entry.id).toBe('leather_wrinkle');
    expect(matches.slice(1).every((m) => m.score === 0 && m.rawScore === 0)).toBe(true);
    // zero-relevance entries keep knowledge-base order
    expect(matches.slice(1).map((m) => m.entry.id)).toEqual(
      KB.map((e) => e.id).filter((id) => id !== 'leather_wrinkle'),
    );
  });

  it('a category contained in the entry category is enough to match (Turkish-insensitive)', () => {
    expect(ids({ title: 'xyzzy', category: 'BOYALI' })).toEqual(['paint_adhesion']);
    expect(ids({ title: 'xyzzy', category: 'plastik' })).toEqual([
      'flash_burr',
      'short_shot',
      'burn_marks',
      'paint_adhesion',
    ]);
  });

  it.each([['quality'], ['process'], [''], ['  ']])(
    'wizard category %j alone matches nothing',
    (category) => {
      expect(ids({ title: 'xyzzy', category })).toEqual([]);
    },
  );

  it('processType narrows to one domain; auto searches all', () => {
    expect(ids({ title: 'yüzeyde kalıntı var', processType: 'painted_plastic' })).toEqual(['paint_adhesion']);
    expect(ids({ title: 'çapak', processType: 'metal' })).toEqual([]);
    expect(ids({ title: 'çapak', processType: 'auto' })[0]).toBe('flash_burr');
  });
});

describe('weightedQueryTerms: the title over the description', () => {
  it('weighs the title 1 and a description term less, a word in both once at the title weight', () => {
    const terms = weightedQueryTerms({ title: 'Kapakta çapak', description: 'çapak kalıp hattında' });
    expect(terms.map((t) => [t.stem, t.weight])).toEqual([
      ['kapak', 1],
      ['capak', 1],
      ['kalip', DESCRIPTION_TERM_WEIGHT],
      ['hatt', DESCRIPTION_TERM_WEIGHT],
    ]);
  });

  it('caps a long description at DESCRIPTION_BUDGET title words in all', () => {
    const description = Array.from(
      { length: 80 },
      (_, i) => `kelime${String.fromCharCode(97 + (i % 26))}${i}`,
    ).join(' ');
    const terms = weightedQueryTerms({ title: 'çapak', description });
    const body = terms.filter((t) => t.weight < 1);
    expect(body.length).toBeGreaterThan(2 * DESCRIPTION_BUDGET);
    expect(queryWeight(body)).toBeCloseTo(DESCRIPTION_BUDGET);
    expect(queryWeight(terms)).toBeCloseTo(1 + DESCRIPTION_BUDGET);
  });

  it('weighs a title alone as the plain term count (the FMEA look-up reads failure names so)', () => {
    const terms = weightedQueryTerms({ title: 'Kalıp tam dolmuyor, eksik baskı' });
    expect(terms.every((t) => t.weight === 1)).toBe(true);
    expect(queryWeight(terms)).toBe(terms.length);
  });
});

describe("rankKnowledge: an engineer's report", () => {
  // A cause that mentions the part, the line and the assembly, as descriptions do.
  const kb = [
    ...KB,
    entry({
      id: 'stress_cracking',
      name: 'Gerilme Çatlağı',
      causes: ['Kapı paneli montajında vida yuvası dar', 'Hat 2 temizlik alkolü', 'Panel tutamak montajı'],
      tr: ['gerilme çatlağı', 'vida yuvasında çatlak'],
    }),
  ];
  const filler = Array.from({ length: 40 }, (_, i) => `not${String.fromCharCode(97 + (i % 26))}${i}`);
  const report = {
    title: 'K-204 yuvada çapak',
    description: `Hat 2 kapı paneli montajında tutamak, temizlik alkolü ile siliniyor, vida montajı dar, panel. ${filler.join(' ')}`,
  };

  it('lets the title name the defect: the long description does not outvote it', () => {
    expect(ids({ ...report, reading: 'report' }, kb)[0]).toBe('flash_burr');
    // The same words all weighed as a title rank the entry the description's causes talk about.
    expect(ids({ title: `${report.title} ${report.description}`, reading: 'report' }, kb)[0]).toBe(
      'stress_cracking',
    );
  });

  it('adds the defect-word bonus in the report reading only', () => {
    const plain = rankKnowledge(report, kb).find((m) => m.entry.id === 'flash_burr');
    const read = rankKnowledge({ ...report, reading: 'report' }, kb).find((m) => m.entry.id === 'flash_burr');
    expect(read?.rawScore).toBeGreaterThan((plain?.rawScore ?? 0) + 0.5);
  });

  it('counts a phrase keyword’s word ("yuvasında" of "vida yuvasında çatlak") as evidence, not as a defect word', () => {
    const [read] = rankKnowledge({ title: 'yuvasında', reading: 'report' }, kb);
    const [plain] = rankKnowledge({ title: 'yuvasında' }, kb);
    expect(read?.entry.id).toBe('stress_cracking');
    expect(read?.rawScore).toBeCloseTo(plain?.rawScore ?? Number.NaN);
  });

  it('sums the query weights of the matched words as evidence', () => {
    const [best] = rankKnowledge({ title: 'çapak', description: 'mengene', reading: 'report' }, kb);
    expect(best?.entry.id).toBe('flash_burr');
    expect(best?.matchedWeight).toBeCloseTo(1 + DESCRIPTION_TERM_WEIGHT);
    expect(best?.keyWeight).toBe(1);
  });
});

describe('knowledge index', () => {
  it('is built once per knowledge-base array', () => {
    expect(getKnowledgeIndex(KB)).toBe(getKnowledgeIndex(KB));
    expect(getKnowledgeIndex([...KB])).not.toBe(getKnowledgeIndex(KB));
  });

  it('analyses text into stems, dropping stopwords and generic words', () => {
    expect(analyzeText('Parçalarda çapak ve yanık izleri var').map((t) => t.stem)).toEqual([
      'capak',
      'yanik',
      'izler',
    ]);
  });

  it('expands a stem to close prefix relatives only', () => {
    const index = getKnowledgeIndex(KB);
    // 'yuze' (from 'yüzeye') reaches 'yuzey'; 'enjeksiyon' does not reach unrelated words
    expect(expandStem(index, 'yuze').map((e) => e.stem)).toContain('yuzey');
    expect(expandStem(index, 'yuzey')[0]).toEqual({ stem: 'yuzey', weight: 1 });
    expect(expandStem(index, 'yuzeysel').map((e) => e.stem)).toEqual(['yuzey']);
    expect(expandStem(index, 'kal')).toEqual([]);
  });

  it('handles an empty knowledge base', () => {
    expect(rankKnowledge({ title: 'çapak', category: 'all' }, [])).toEqual([]);
  });
});
