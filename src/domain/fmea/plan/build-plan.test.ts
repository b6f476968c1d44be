import { describe, expect, it } from 'vitest';
import type { TFmeaRow } from '../contract';
import { DEFAULT_FMEA_RULE_SETTINGS, type FmeaRuleSettings } from '../settings-contract';
import { DESIGN_ACTION, MONITORING_METHODS, PREVENTION_ACTIONS, DETECTION_ACTIONS } from './action-texts';
import { DEFAULT_AP_CELLS } from './ap-table';
import { buildPlan } from './build-plan';

let nextId = 0;
function row(partial: Partial<TFmeaRow>): TFmeaRow {
  const base = {
    id: `r${++nextId}`,
    processStep: 'Op 10',
    potentialFailure: 'Montaj deliği kayık',
    effects: 'Montaj yapılamaz',
    severity: 5,
    causes: '',
    occurrence: 5,
    controls: 'Görsel kontrol',
    preventionControls: '',
    detectionControls: '',
    detection: 5,
    sourceRow: null,
    ...partial,
  };
  return { ...base, rpn: base.severity * (base.occurrence ?? 0) * (base.detection ?? 0) };
}
const planOf = (r: Partial<TFmeaRow>, settings: FmeaRuleSettings = DEFAULT_FMEA_RULE_SETTINGS) => {
  const [item] = buildPlan([row(r)], settings);
  if (!item) throw new Error('no item');
  return item;
};

describe('buildPlan: one item per row by the documented rules', () => {
  it.each([
    // ratings and cause → type, priority, department, reason fragment
    [
      { severity: 9, occurrence: 3, detection: 3, causes: 'Kalıp aşınması' },
      'design',
      'low',
      'Mühendislik',
      'S=9 ≥ 9',
    ],
    [
      { severity: 7, occurrence: 8, detection: 3, causes: 'Kalıp aşınması' },
      'prevention',
      'high',
      'Bakım',
      'O=8 ≥ 6: oluşum sık',
    ],
    [
      { severity: 7, occurrence: 7, detection: 3, causes: 'Enjeksiyon basıncı düşük' },
      'prevention',
      'high',
      'Mühendislik',
      "neden sözcükleri: 'basıncı' → Proses parametresi sapması → Mühendislik",
    ],
    [
      { severity: 7, occurrence: 3, detection: 8, causes: 'Operatör dikkatsizliği' },
      'detection',
      'medium',
      'Üretim',
      'D=8 > 7: tespit zayıf',
    ],
    [
      { severity: 8, occurrence: 4, detection: 8, causes: 'Granül nemli' },
      'detection',
      'high',
      'Kalite',
      "neden sözcükleri: 'Granül', 'nemli' → Malzeme / lot farkı → Kalite",
    ],
    [
      { severity: 6, occurrence: 3, detection: 8, causes: 'Ölçüm cihazı kalibrasyonsuz' },
      'detection',
      'low',
      'Kalite',
      'D=8 > 7',
    ],
    [
      { severity: 6, occurrence: 6, detection: 3, causes: 'Ortam tozlu' },
      'prevention',
      'medium',
      'Bakım',
      "neden sözcükleri: 'Ortam', 'tozlu' → Ortam koşulları → Bakım",
    ],
    [{ severity: 5, occurrence: 6, detection: 2, causes: '' }, 'prevention', 'medium', 'Üretim', 'O=6 ≥ 6'],
    [
      { severity: 5, occurrence: 2, detection: 6, causes: '' },
      'detection',
      'low',
      'Kalite',
      'D=6 ≥ 5: tespit yetersiz',
    ],
    [
      { severity: 3, occurrence: 2, detection: 2, causes: '' },
      'prevention',
      'low',
      'Üretim',
      'AP=L → öncelik düşük',
    ],
  ] as const)('%j → %s, %s, %s', (r, type, priority, department, reason) => {
    const item = planOf(r);
    expect(item.actionType).toBe(type);
    expect(item.priority).toBe(priority);
    expect(item.responsibility).toBe(department);
    expect(item.reason).toContain(reason);
    expect(item.monitoringMethod).toBe(MONITORING_METHODS[type]);
    expect(item.source).toBe('rules');
  });

  it('S 9-10 asks for design change, error-proofing, special characteristic and customer notification', () => {
    const item = planOf({ severity: 10, occurrence: 2, detection: 2 });
    expect(item.preventiveAction).toBe(DESIGN_ACTION);
    for (const words of [
      'Tasarım değişikliği',
      'poka-yoke',
      'özel karakteristik',
      'müşteriyi bilgilendirin',
    ]) {
      expect(item.preventiveAction).toContain(words);
    }
  });

  it('the cause text steers the action: machine → maintenance, measurement → MSA', () => {
    expect(
      planOf({ severity: 7, occurrence: 8, detection: 2, causes: 'Makine arızası' }).preventiveAction,
    ).toContain('Önleyici bakım planı (TPM)');
    const gauge = planOf({ severity: 7, occurrence: 2, detection: 8, causes: 'Mastar kalibrasyonu geçmiş' });
    expect(gauge.preventiveAction).toContain('iyi/kötü referans parçayla');
    expect(gauge.reason).toContain("'Mastar', 'kalibrasyonu' → Ölçüm / test cihazı, kalibrasyon (MSA)");
  });

  it('a cause no library kind names keeps the 6M texts', () => {
    // 'robot' and 'sensör' are 6M words (machine, measurement) but name no kind of the library
    expect(planOf({ severity: 7, occurrence: 8, detection: 2, causes: 'Robot' }).preventiveAction).toBe(
      PREVENTION_ACTIONS.machine,
    );
    expect(planOf({ severity: 7, occurrence: 2, detection: 8, causes: 'Sensör' }).preventiveAction).toBe(
      DETECTION_ACTIONS.measurement,
    );
  });

  it('high O prevention and D > 7 detection both appear when both drive the risk', () => {
    const item = planOf({ severity: 8, occurrence: 7, detection: 9 });
    expect(item.actionType).toBe('detection');
    expect(item.preventiveAction).toContain('%100 kontrol');
    expect(item.preventiveAction).toContain('Ayrıca oluşumu azaltın');
  });

  it.each([
    ['Çapak', 'Çapak'],
    ['Eksik Baskı', 'Eksik Baskı'],
    ['ÇAPAK OLUŞUMU', 'Çapak'],
  ])("a failure mode '%s' uses the 8D knowledge-base entry '%s'", (failure, entry) => {
    const item = planOf({ potentialFailure: failure, severity: 7, occurrence: 7, detection: 3 });
    expect(item.knowledgeEntry?.name).toBe(entry);
    expect(item.preventiveAction).toContain(`8D bilgi bankası (${entry}) önleyici önlemleri:`);
    expect(item.reason).toContain(`8D bilgi bankasında '${entry}'`);
  });

  it('a failure mode the knowledge base does not know gets the rules only', () => {
    const item = planOf({
      potentialFailure: 'Etiket yanlış yazılmış',
      severity: 7,
      occurrence: 7,
      detection: 3,
    });
    expect(item.knowledgeEntry).toBeNull();
    expect(item.preventiveAction).not.toContain('8D bilgi bankası');
  });

  it('carries the row facts, RPN band, timeline and success target', () => {
    const item = planOf({ id: 'x1', severity: 7, occurrence: 3, detection: 8, processStep: 'Op 20' });
    expect(item).toMatchObject({
      id: 'item-x1',
      rowId: 'x1',
      processStep: 'Op 20',
      originalFailure: 'Montaj deliği kayık',
      rpn: 168,
      rpnBand: 'red',
      actionPriority: 'M',
      priority: 'medium',
      timeline: '60 gün',
      timelineDays: 60,
      target: { severity: 7, occurrence: 3, detection: 4, rpn: 84, actionPriority: 'L' },
    });
    expect(item.successCriteria).toContain('RPN 168 → ≤ 84');
  });

  it('uses the organisation settings: edited AP table, RPN bands and timeline days', () => {
    const cells = DEFAULT_AP_CELLS.map((r) => r.map(() => 'HHHH'));
    const settings: FmeaRuleSettings = {
      apCells: cells,
      rpnBands: { red: 500, yellow: 5 },
      timelineDays: { high: 7, medium: 14, low: 21 },
    };
    const item = planOf({ severity: 2, occurrence: 2, detection: 2 }, settings);
    expect(item).toMatchObject({
      actionPriority: 'H',
      priority: 'high',
      timeline: '7 gün',
      rpnBand: 'yellow',
    });
  });

  it('orders the plan highest risk first: AP, then severity, then RPN, then FMEA order', () => {
    const rows = [
      row({ id: 'low', severity: 2, occurrence: 2, detection: 2 }),
      row({ id: 'mid', severity: 7, occurrence: 3, detection: 8 }),
      row({ id: 'h-s8', severity: 8, occurrence: 8, detection: 2 }),
      row({ id: 'h-s10', severity: 10, occurrence: 4, detection: 2 }),
      row({ id: 'h-s8-big', severity: 8, occurrence: 9, detection: 9 }),
    ];
    expect(buildPlan(rows, DEFAULT_FMEA_RULE_SETTINGS).map((i) => i.rowId)).toEqual([
      'h-s10',
      'h-s8-big',
      'h-s8',
      'mid',
      'low',
    ]);
  });

  it('every item has the spec fields filled', () => {
    for (const item of buildPlan(
      [row({}), row({ severity: 1, occurrence: 1, detection: 1 })],
      DEFAULT_FMEA_RULE_SETTINGS,
    )) {
      for (const field of [
        'preventiveAction',
        'monitoringMethod',
        'responsibility',
        'successCriteria',
        'timeline',
        'reason',
      ] as const) {
        expect(item[field].length).toBeGreaterThan(0);
      }
    }
  });
});

describe("buildPlan: the plant file's own AP (issue 19)", () => {
  it("uses the AP table's AP and keeps the file's beside it", () => {
    // S 10, O 2, D 2: the handbook says L; the file said H.
    const item = planOf({ severity: 10, occurrence: 2, detection: 2, fileAp: 'H' });
    expect([item.actionPriority, item.priority, item.fileAp]).toEqual(['L', 'low', 'H']);
  });

  it('adds nothing for a row without a file AP (manual FMEAs, older stored rows)', () => {
    expect(planOf({ severity: 10, occurrence: 2, detection: 2 })).not.toHaveProperty('fileAp');
  });
});
