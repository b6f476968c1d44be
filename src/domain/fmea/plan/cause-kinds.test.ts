import { describe, expect, it } from 'vitest';
import { DEFAULT_FMEA_RULE_SETTINGS } from '../settings-contract';
import type { TFmeaRow } from '../contract';
import { buildPlan } from './build-plan';
import { causeKinds, readCause } from './cause-category';
import { CAUSE_KINDS } from './cause-library';
import { measureFigures } from './measure-figures';

const kindIds = (text: string) => causeKinds(text).map((hit) => hit.kind.id);

describe('causeKinds: the cause → measure library reads Turkish and English cause words (issue 23 §4)', () => {
  it.each([
    ['Zımbanın aşınması', ['tool_wear']],
    ['Worn punch', ['tool_wear']],
    ['Enjeksiyon basıncı sapması', ['parameter_drift']],
    ['Parameter drift on the press', ['parameter_drift']],
    ['Yanlış reçete seçimi', ['wrong_program', 'wrong_part']],
    ['Wrong program selected', ['wrong_program', 'wrong_part']],
    ['Hammadde lot farkı', ['material_lot']],
    ['Fikstür konumlama pimi gevşek', ['fixture']],
    ['Operatör tork kontrolünü atlıyor', ['operator_omission', 'parameter_drift']],
    ['Operator skips torque check', ['operator_omission', 'inspection']],
    ['Mastar kalibrasyonu geçmiş', ['gauge_msa']],
    ['Bakım planına uyulmadı', ['operator_omission', 'maintenance']],
    // 'kaynaklı' is 'caused by', not welding
    ['Tedarikçi kaynaklı hata', ['supplier']],
    ['Tasarım toleransı dar', ['design_margin']],
    ['Tedarikçi kaynaklı', ['supplier']],
    ['Ambalaj ve taşıma hasarı', ['handling']],
    ['New Manpower, NO FPA System', ['first_piece', 'training']],
    ['', []],
    ['Bilinmiyor', []],
  ])('%j → %j', (text, ids) => expect(kindIds(text)).toEqual(ids));

  it('quotes the words as the text writes them, Turkish letters kept', () => {
    expect(causeKinds('Kalıbın AŞINMIŞ zımbası')[0]?.words).toEqual(['Kalıbın', 'AŞINMIŞ', 'zımbası']);
    expect(causeKinds('Instrument Calibration')[0]?.words).toEqual(['Instrument', 'Calibration']);
  });

  it('short words match whole words only ("pin" is not "pinion"), longer ones as prefixes', () => {
    expect(kindIds('pinion')).toEqual([]);
    expect(kindIds('Locating pin')).toEqual(['fixture']);
  });

  it('gives the 6M group of the leading kind, or the 6M count without a kind', () => {
    expect(readCause('Worn punch').category).toBe('machine');
    expect(readCause('Robot').category).toBe('machine');
    expect(readCause('Bilinmiyor').category).toBeNull();
  });

  it('every kind has folded words, a prevention and a detection measure, and a unique id', () => {
    expect(new Set(CAUSE_KINDS.map((k) => k.id)).size).toBe(CAUSE_KINDS.length);
    for (const kind of CAUSE_KINDS) {
      for (const word of kind.words) expect(word).toMatch(/^[a-z0-9]+$/);
      expect(kind.prevention.length).toBeGreaterThan(40);
      expect(kind.detection.length).toBeGreaterThan(40);
      expect(kind.prevention).not.toBe(kind.detection);
    }
  });
});

/**
 * Cause texts written for this test from a grammar of subjects, states and contexts in the way plants
 * phrase them, not from the library's word lists: each row of GRAMMAR names the kind a quality
 * engineer would give it. Seeds vary the wording; the check is the kind, the measure and the reason.
 */
const GRAMMAR: readonly { kind: string; subjects: string[]; states: string[] }[] = [
  {
    kind: 'tool_wear',
    subjects: ['Kesme zımbası', 'Punch', 'Cutting edge of the tool', 'Bükme takımı'],
    states: ['aşınmış', 'worn out', 'wear beyond limit', 'ömrünü doldurmuş ve aşınmış'],
  },
  {
    kind: 'wrong_program',
    subjects: ['CNC programı', 'Robot program', 'Fırın reçetesi', 'Recipe'],
    states: ['yanlış seçilmiş', 'not matching the part', 'eski versiyon', 'loaded for another model'],
  },
  {
    kind: 'gauge_msa',
    subjects: ['Kontrol mastarı', 'Leak tester', 'Caliper', 'Ölçüm cihazı'],
    states: ['kalibrasyonu geçmiş', 'not calibrated', 'MSA yapılmamış', 'calibration overdue'],
  },
  {
    kind: 'training',
    subjects: ['Yeni başlayan operatör', 'New operator', 'Vardiya personeli', 'Temporary worker'],
    states: ['eğitimsiz', 'not trained on this station', 'eğitim almamış', 'lacks training'],
  },
  {
    kind: 'material_lot',
    subjects: ['Sac kalınlığı', 'Resin batch', 'Hammadde', 'Coil material'],
    states: [
      'lot değişiminde farklı',
      'varies between batches',
      'spesifikasyon dışı lot',
      'thickness out of spec',
    ],
  },
  {
    kind: 'maintenance',
    subjects: ['Hidrolik ünite', 'Press machine', 'Rulman', 'Lubrication system'],
    states: ['bakımsız', 'breakdown during shift', 'periyodik bakım yapılmamış', 'no preventive maintenance'],
  },
];

function generatedRows(seed: number, count: number): { rows: TFmeaRow[]; kinds: string[] } {
  let state = seed;
  const next = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const rows: TFmeaRow[] = [];
  const kinds: string[] = [];
  for (let i = 0; i < count; i++) {
    const g = GRAMMAR[next(GRAMMAR.length)] ?? GRAMMAR[0];
    if (!g) continue;
    const causes = `${g.subjects[next(g.subjects.length)]} ${g.states[next(g.states.length)]}`;
    const severity = 3 + next(6);
    const occurrence = 2 + next(7);
    const detection = 2 + next(8);
    rows.push({
      id: `g${i}`,
      processStep: `Op ${10 * (i + 1)}`,
      potentialFailure: `Hata ${i}`,
      effects: '',
      severity,
      causes,
      occurrence,
      controls: '',
      preventionControls: '',
      detectionControls: '',
      detection,
      rpn: severity * occurrence * detection,
      sourceRow: null,
    });
    kinds.push(g.kind);
  }
  return { rows, kinds };
}

describe('measures on generated cause texts nobody tuned the library for', () => {
  it.each([1, 7, 42])(
    'seed %i: the intended kind leads, reasons quote the words, kinds give different measures',
    (seed) => {
      const { rows, kinds } = generatedRows(seed, 120);
      const led = rows.filter((row, i) => causeKinds(row.causes)[0]?.kind.id === kinds[i]).length;
      // the leading kind is the intended one for (nearly) every phrasing
      expect(led / rows.length).toBeGreaterThanOrEqual(0.9);
      const plan = buildPlan(rows, DEFAULT_FMEA_RULE_SETTINGS);
      const figures = measureFigures(plan);
      expect(figures.shareNamingCause).toBeGreaterThanOrEqual(0.9);
      // six kinds × (design, prevention, detection with D ≤ 7 or > 7)
      expect(figures.distinctMeasures).toBeGreaterThanOrEqual(12);
      // rows of different kinds with the same action type never share a measure
      const byMeasure = new Map<string, Set<string>>();
      plan.forEach((item) => {
        const kind = item.causeKinds?.[0] ?? '-';
        const set = byMeasure.get(item.preventiveAction) ?? new Set();
        set.add(kind);
        byMeasure.set(item.preventiveAction, set);
      });
      for (const set of byMeasure.values()) expect(set.size).toBe(1);
    },
  );
});
