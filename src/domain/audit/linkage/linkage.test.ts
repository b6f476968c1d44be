import { describe, expect, it } from 'vitest';
import type { ClassifiedSet } from '../classified-set';
import { linkageStage } from '../stages';
import type { TCpField, TPfdField, TPfmeaField } from '../tables/mapped-table';
import { citedPlaces } from '../testing/cited-rows';
import { mappedTable } from '../testing/mapped';
import { compareSteps, documentsOf } from './compare-steps';
import { indexSteps } from './step-index';
import { cpSteps, pfdSteps, pfmeaSteps } from './steps';

type Rows<F extends string> = Partial<Record<F, string>>[];
const flow = (rows: Rows<TPfdField>) =>
  mappedTable(['stepNumber', 'stepName'] as TPfdField[], rows, { file: 'pfd.xlsx' });
const pfmea = (rows: Rows<TPfmeaField>) =>
  mappedTable(
    ['operationNumber', 'processStep', 'failureMode', 'severity', 'specialClass'] as TPfmeaField[],
    rows,
    { file: 'pfmea.xlsx' },
  );
const cp = (rows: Rows<TCpField>) =>
  mappedTable(
    ['operationNumber', 'processName', 'productCharacteristic', 'specialClass'] as TCpField[],
    rows,
    { file: 'cp.xlsx' },
  );

// In rule order (the report's): the stage runs its checks in the order of the rules naming them.
function linkage(set: Partial<ClassifiedSet>) {
  return linkageStage({ flows: [], pfmeas: [], controlPlans: [], ...set })
    .filter((d) => d.ruleId.startsWith('link-') || d.ruleId === 'set-missing-document')
    .flatMap((d) => citedPlaces(d).map((r) => `${d.ruleId}@${r.file}:${r.row}`));
}

describe('linkage', () => {
  it('matches combined and decorated operation numbers: "30 & 40", "OP-050", "90A"', () => {
    const p = pfmea([
      { operationNumber: '30 & 40', processStep: 'Kesme ve büküm', failureMode: 'x' },
      { operationNumber: 'OP-050', processStep: 'Kaynak', failureMode: 'y' },
      { operationNumber: '90A', processStep: 'Paketleme', failureMode: 'z' },
    ]);
    const c = cp([
      { operationNumber: '30', processName: 'Kesme ve büküm', productCharacteristic: 'Boy' },
      { operationNumber: '50', processName: 'Kaynak', productCharacteristic: 'Nüfuziyet' },
      { operationNumber: '90 A', processName: 'Paketleme', productCharacteristic: 'Etiket' },
    ]);
    expect(
      compareSteps(pfmeaSteps(p), indexSteps(cpSteps(c)), {
        from: 'pfmea',
        to: 'control-plan',
        missingRule: 'link-pfmea-step-missing-in-cp',
        toType: 'control-plan',
        target: documentsOf([c]),
      }),
    ).toEqual([]);
  });

  it('a list written one number per line covers each of its operations (sumitduc: "180,\\n190,\\n210,\\n220")', () => {
    const f = flow([
      { stepNumber: '180', stepName: 'Cleaning' },
      { stepNumber: '190', stepName: 'Sticker Pasting' },
      { stepNumber: '210', stepName: 'Accessories' },
      { stepNumber: '220', stepName: 'Packaging' },
    ]);
    const p = pfmea([
      {
        operationNumber: '180,\n190,\n210,\n220',
        processStep: 'Cleaning, Sticker Pasting, Accessories & Packaging',
        failureMode: 'x',
      },
    ]);
    expect(pfmeaSteps(p)[0]?.keys).toEqual(['180', '190', '210', '220']);
    expect(
      compareSteps(pfdSteps(f), indexSteps(pfmeaSteps(p)), {
        from: 'process-flow',
        to: 'pfmea',
        missingRule: 'link-pfd-step-missing-in-pfmea',
        toType: 'fmea',
        target: documentsOf([p]),
      }),
    ).toEqual([]);
  });

  it('never links an incoming-inspection plan, and says which documents are missing', () => {
    const p = pfmea([{ operationNumber: '10', processStep: 'Kesme', failureMode: 'x' }]);
    const incoming = cp([{ processName: '', productCharacteristic: 'Kalınlık' }]);
    expect(
      linkage({ pfmeas: [{ table: p, scale: null }], controlPlans: [{ table: incoming, incoming: true }] }),
    ).toEqual(['set-missing-document@null:null']);
  });

  it('checks the flow against the control plan when there is no PFMEA', () => {
    const f = flow([
      { stepNumber: '10', stepName: 'Kesme' },
      { stepNumber: '20', stepName: 'Kaynak' },
    ]);
    const c = cp([{ operationNumber: '10', processName: 'Kesme', productCharacteristic: 'Boy' }]);
    expect(linkage({ flows: [f], controlPlans: [{ table: c, incoming: false }] })).toEqual([
      'set-missing-document@null:null',
      'link-pfmea-step-missing-in-cp@pfd.xlsx:3',
    ]);
  });

  it('matches Turkish names whatever the case and letters: "ÇAPAK ALMA" = "çapak alma", "Kaynak" = "Kaynak işlemi"', () => {
    const f = flow([{ stepName: 'ÇAPAK ALMA' }, { stepName: 'Kaynak' }]);
    const p = pfmea([
      { operationNumber: '10', processStep: 'capak alma', failureMode: 'x' },
      { operationNumber: '20', processStep: 'Kaynak işlemi', failureMode: 'y' },
    ]);
    const c = cp([
      { operationNumber: '10', processName: 'Çapak Alma', productCharacteristic: 'Kenar' },
      { operationNumber: '20', processName: 'KAYNAK', productCharacteristic: 'Dikiş' },
    ]);
    expect(
      linkage({
        flows: [f],
        pfmeas: [{ table: p, scale: null }],
        controlPlans: [{ table: c, incoming: false }],
      }),
    ).toEqual([]);
  });

  it('a special characteristic: same symbol passes, another symbol or none is reported', () => {
    const p = pfmea([
      { operationNumber: '10', processStep: 'Kesme', failureMode: 'Boy kısa', specialClass: 'CC' },
      { operationNumber: '20', processStep: 'Kaynak', failureMode: 'Nüfuziyet yetersiz', specialClass: 'SC' },
      { operationNumber: '30', processStep: 'Test', failureMode: 'Sızıntı', specialClass: '◆' },
    ]);
    const c = cp([
      { operationNumber: '10', processName: 'Kesme', productCharacteristic: 'Boy', specialClass: '(CC)' },
      {
        operationNumber: '20',
        processName: 'Kaynak',
        productCharacteristic: 'Nüfuziyet',
        specialClass: 'CC',
      },
      { operationNumber: '30', processName: 'Test', productCharacteristic: 'Sızdırmazlık', specialClass: '' },
    ]);
    expect(
      linkage({ pfmeas: [{ table: p, scale: null }], controlPlans: [{ table: c, incoming: false }] }),
    ).toEqual([
      'set-missing-document@null:null',
      'link-special-missing-in-cp@pfmea.xlsx:4',
      'link-special-symbol-mismatch@pfmea.xlsx:3',
      // ◆ of 30 is unmarked in the plan; the plan marks nothing the PFMEA does not: one direction only.
    ]);
  });

  it('stays near-linear for a thousand distinct steps (indexed by stem beyond 400)', () => {
    const words = [
      'kesme',
      'kaynak',
      'boya',
      'test',
      'montaj',
      'yikama',
      'paket',
      'delme',
      'taslama',
      'pres',
    ];
    const name = (i: number) =>
      `${words[i % 10]} ${words[Math.floor(i / 10) % 10]} ${words[Math.floor(i / 100) % 10]} ${i}`;
    const p = pfmea(
      Array.from({ length: 1000 }, (_, i) => ({
        operationNumber: String(i + 1),
        processStep: name(i),
        failureMode: 'x',
      })),
    );
    const c = cp(
      Array.from({ length: 1000 }, (_, i) => ({
        operationNumber: String(i + 5000),
        processName: name(i),
        productCharacteristic: 'y',
      })),
    );
    const started = performance.now();
    const findings = linkage({
      pfmeas: [{ table: p, scale: null }],
      controlPlans: [{ table: c, incoming: false }],
    });
    expect(performance.now() - started).toBeLessThan(3000);
    // One finding listing every step found by name under another number (1000 rows, not 25 findings).
    expect(findings.filter((f) => f.startsWith('link-operation-number-mismatch')).length).toBe(1000);
  });
});
