import { describe, expect, it } from 'vitest';
import type { TAuditTableInput, TExtractedDocumentInput } from '../contract';
import { draftText } from '../build-report';
import { cpSteps, pfdSteps, pfmeaSteps } from '../linkage/steps';
import { runAudit } from '../run-audit';
import type { MappedTable, TCpField, TPfmeaField } from '../tables/mapped-table';
import { PFMEA_COLUMNS } from '../testing/linked-set-data';
import { mappedTable } from '../testing/mapped';
import { checkDuplicateOperations, duplicateNumbers } from './duplicate-operations';
import { checkProcessFlow } from './process-flow';

type Rows = Partial<Record<TPfmeaField, string>>[];
const pfmea = (rows: Rows) =>
  mappedTable(['operationNumber', 'processStep', 'failureMode'] as TPfmeaField[], rows, { file: 'p.xlsx' });

/** The table with `field` of rows `from`..`to` (source rows) merged into the top one. */
function merged<F extends string>(table: MappedTable<F>, field: F, from: number, to: number): MappedTable<F> {
  return {
    ...table,
    rows: table.rows.map((r) =>
      r.row >= from && r.row <= to
        ? { ...r, mergedFrom: { [field]: from } as Partial<Record<F, number>> }
        : r,
    ),
  };
}

const pairs = (table: MappedTable<TPfmeaField>) =>
  duplicateNumbers(pfmeaSteps(table)).map((d) => `${d.key}:${d.first.row.row}-${d.second.row.row}`);

describe('duplicate operation numbers within one document', () => {
  it('one number written for two different steps fires once, naming both steps and rows (kkpp: 11)', () => {
    const table = pfmea([
      { operationNumber: '10', processStep: 'SHEARING', failureMode: 'a' },
      { operationNumber: '11', processStep: 'PUNCHING', failureMode: 'b' },
      { operationNumber: '11', processStep: 'PUNCHING', failureMode: 'c' },
      { operationNumber: '11', processStep: 'AIR FLUSHING', failureMode: 'd' },
      { operationNumber: '11', processStep: 'AIR FLUSHING', failureMode: 'e' },
      { operationNumber: '12', processStep: 'INSPECTION', failureMode: 'f' },
    ]);
    const findings = checkDuplicateOperations('pfmea-duplicate-operation-number', pfmeaSteps(table));
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding?.evidence).toMatchObject({ file: 'p.xlsx', row: 5, cellText: '11 | AIR FLUSHING' });
    expect(draftText(finding!).description).toBe(
      '1 operasyon numarası iki farklı proses adımında kullanılmış: operasyon 11: "PUNCHING" (satır 3) ve "AIR FLUSHING" (satır 5).',
    );
    expect(finding?.rows?.map((r) => r.row)).toEqual([5]);
  });

  it('the same step over several failure-mode rows, or a name written alike, is not a duplicate', () => {
    expect(
      pairs(
        pfmea([
          { operationNumber: '30', processStep: 'Kaynak', failureMode: 'Nüfuziyet yetersiz' },
          { operationNumber: '30', processStep: 'Kaynak', failureMode: 'Çapak' },
          { operationNumber: '30', processStep: 'KAYNAK İŞLEMİ', failureMode: 'Çatlak' },
          { operationNumber: '40', processStep: 'Boya', failureMode: 'x' },
          { operationNumber: '30', processStep: 'kaynak', failureMode: 'Sıçrama' },
          { operationNumber: '50', processStep: '', failureMode: 'y' },
          { operationNumber: '50', processStep: 'Paketleme', failureMode: 'z' },
        ]),
      ),
    ).toEqual([]);
  });

  it('one number cell merged over several step names holds sub-steps; another cell of that number is a reuse', () => {
    // sumitduc ROUND: 150 'Shot Blasting' in row 2; 150 merged over four assembly sub-steps in rows 4-7.
    const table = pfmea([
      { operationNumber: '150', processStep: 'Shot Blasting & Air Cleaning', failureMode: 'a' },
      { operationNumber: '160', processStep: 'Safety Testing', failureMode: 'b' },
      { operationNumber: '150', processStep: 'Connection', failureMode: 'c' },
      { operationNumber: '150', processStep: 'Cable Tieing', failureMode: 'd' },
      { operationNumber: '150', processStep: 'Service cover assembly', failureMode: 'e' },
      { operationNumber: '150', processStep: 'Wall Mounting Block Assembly', failureMode: 'f' },
    ]);
    const grouped = merged(table, 'operationNumber', 4, 7);
    expect(pairs(grouped)).toEqual(['150:2-4']);
    // Without the merge each row's 150 is its own cell: each is compared with the first.
    expect(pairs(table)).toEqual(['150:2-4', '150:2-5', '150:2-6', '150:2-7']);
    // Only the sub-steps, merged: nothing.
    expect(pairs(merged(pfmea(table.rows.slice(2).map((r) => r.values)), 'operationNumber', 2, 5))).toEqual(
      [],
    );
  });

  it('a combined number counts for each of its operations', () => {
    expect(
      pairs(
        pfmea([
          { operationNumber: '30 & 40', processStep: 'Tank Assembly', failureMode: 'a' },
          { operationNumber: '40', processStep: 'Leakage Testing', failureMode: 'b' },
        ]),
      ),
    ).toEqual(['40:2-3']);
  });

  it('a summary row listing three or more numbers is not a reuse of them (sumitduc ROUND row 39)', () => {
    const steps = pfmeaSteps(
      pfmea([
        { operationNumber: '180', processStep: 'Baking Furnace', failureMode: 'a' },
        { operationNumber: '210', processStep: 'Tank Neck Painting', failureMode: 'b' },
        {
          operationNumber: '180,\n190,\n210,\n220',
          processStep: 'Cleaning, Sticker Pasting, Accessories & Packaging',
          failureMode: 'c',
        },
      ]),
    );
    // The step still covers its four operations for the linkage checks.
    expect(steps[2]?.keys).toEqual(['180', '190', '210', '220']);
    expect(duplicateNumbers(steps)).toEqual([]);
  });

  it('gives one finding per document listing every pair: 12 named in the text, the rest counted', () => {
    const rows: Rows = Array.from({ length: 30 }, (_, i) => [
      { operationNumber: String(i + 1), processStep: `Kesme ${i}`, failureMode: 'a' },
      { operationNumber: String(i + 1), processStep: `Boya hattı ${i}`, failureMode: 'b' },
    ]).flat();
    const findings = checkDuplicateOperations('pfmea-duplicate-operation-number', pfmeaSteps(pfmea(rows)));
    expect(findings).toHaveLength(1);
    expect(draftText(findings[0]!).description).toMatch(
      /^30 operasyon numarası .*operasyon 12: "Kesme 11" \(satır 24\) ve "Boya hattı 11" \(satır 25\); ve 18 satır daha\.$/,
    );
    expect(findings[0]?.rows).toHaveLength(30);
  });

  it('works the same on a control plan and keeps the process flow rule', () => {
    const cp = mappedTable(['operationNumber', 'processName', 'productCharacteristic'] as TCpField[], [
      { operationNumber: '20', processName: 'Büküm', productCharacteristic: 'Açı' },
      { operationNumber: '20', processName: 'Büküm', productCharacteristic: 'Boy' },
      { operationNumber: '20', processName: 'Delme', productCharacteristic: 'Çap' },
    ]);
    const findings = checkDuplicateOperations('cp-duplicate-operation-number', cpSteps(cp));
    expect(findings.map((f) => [f.ruleId, f.evidence.row])).toEqual([['cp-duplicate-operation-number', 4]]);
    const flow = mappedTable(['stepNumber', 'stepName'] as const, [
      { stepNumber: '10', stepName: 'Kesme' },
      { stepNumber: '10', stepName: 'Depolama' },
    ]);
    expect(
      checkProcessFlow(flow, pfdSteps(flow))
        .filter((d) => d.ruleId === 'pfd-duplicate-step-number')
        .map((d) => draftText(d).description),
    ).toEqual([
      '1 adım numarası iki farklı adımda kullanılmış: operasyon 10: "Kesme" (satır 2) ve "Depolama" (satır 3).',
    ]);
  });
});

describe('duplicate operation numbers through runAudit (merges read from the file)', () => {
  const header = PFMEA_COLUMNS.map(([, text]) => text.tr);
  const line = (op: string, step: string, mode: string) =>
    PFMEA_COLUMNS.map(
      ([field]) =>
        ({
          operationNumber: op,
          processStep: step,
          failureMode: mode,
          effect: 'Montaj olmaz',
          severity: '5',
          cause: 'Ayar',
          preventionControl: 'Talimat',
          occurrence: '2',
          detectionControl: 'Kumpas',
          detection: '3',
          rpn: '30',
          actionPriority: 'L',
          recommendedAction: 'Yok',
          responsibility: 'Ali',
          targetDate: '2026-01-10',
        })[field as string] ?? '',
    );
  const document = (table: TAuditTableInput): TExtractedDocumentInput => ({
    id: 'p',
    name: 'PFMEA.xlsx',
    type: 'fmea',
    tables: [table],
  });
  const rows = [
    ['Proses FMEA'],
    header,
    line('10', 'Kesme', 'Boy kısa'),
    line('20', 'Montaj', 'Eksik vida'),
    line('20', 'Sızdırmazlık testi', 'Kaçak'),
  ].map((cells, i) => ({ row: i + 1, cells }));
  const duplicates = (table: TAuditTableInput) =>
    runAudit([document(table)])
      .findings.filter((f) => f.ruleId === 'pfmea-duplicate-operation-number')
      .map((f) => f.evidence.row);

  it('fires for two typed cells, not for one cell merged over both steps', () => {
    expect(duplicates({ sheet: 'PFMEA', rows })).toEqual([5]);
    expect(duplicates({ sheet: 'PFMEA', rows, merges: [{ s: { r: 3, c: 0 }, e: { r: 4, c: 0 } }] })).toEqual(
      [],
    );
  });
});
