import { describe, expect, it } from 'vitest';
import { importFmeaWorkbook } from './import-fmea';
import { failureKey, pairByFailureMode } from './join-sheets';
import { sheetOf } from './sheet-fixtures';
import type { TSheetGrid } from './workbook';

const keys = (texts: string[]) => texts.map(failureKey);

describe('pairByFailureMode', () => {
  it.each([
    ['equal texts, any order', ['Burr', 'Crack'], ['Crack', 'Burr'], [1, 0]],
    ['case and Turkish letters folded', ['ÇAPAK oluşumu'], ['Çapak Oluşumu'], [0]],
    [
      'one text is the other with words added at its end',
      ['Surface roughness Ra > 0.8 um', 'Wrong program revision loaded'],
      ['Wrong program revision loaded (obsolete program)', 'Surface roughness Ra > 0.8 um on taper'],
      [1, 0],
    ],
    ['repeats paired in order', ['Burr', 'Burr', 'Crack'], ['Burr', 'Crack', 'Burr'], [0, 2, 1]],
  ])('%s', (_label, base, companion, pairs) => {
    expect(pairByFailureMode(keys(base), keys(companion))).toEqual(pairs);
  });

  it.each([
    ['different row counts', ['Burr', 'Crack'], ['Burr']],
    ['a mode with no partner', ['Burr', 'Crack'], ['Burr', 'Warp']],
    // 'Short shot' could be either longer text: no guess.
    ['an ambiguous start', ['Short shot', 'Flash'], ['Short shot at gate', 'Short shot at rib']],
    // One word is too little to call two texts the same mode.
    ['a one-word start', ['Burr', 'Crack'], ['Burr on edge', 'Crack']],
    ['no rows', [], []],
  ])('refuses %s', (_label, base, companion) => {
    expect(pairByFailureMode(keys(base), keys(companion))).toBeNull();
  });
});

// The AIAG-VDA 7-step layout (foremode): step 4 holds the analysis, step 5 the ratings.
const step4 = (severities: number[] = [8, 9], modes = ['OD oversize', 'Surface roughness high']) =>
  sheetOf(
    '4. Failure Analysis',
    [
      ['STEP 4 - Failure Analysis', '', '', '', '', ''],
      [
        'Process Step',
        'Failure Mode',
        'Effect',
        'Severity (1-10)',
        'Root Cause',
        'Current Prevention Control',
      ],
      ...modes.map((mode, i) => [
        `Op ${i + 1}0`,
        `${mode} on taper`,
        `Effect ${i}`,
        severities[i] ?? 8,
        `Cause ${i}`,
        `PM ${i}`,
      ]),
    ],
    ['A1:F1'],
  );
const step5 = (withSeverity = true, modes = ['Surface roughness high', 'OD oversize']) => {
  const sod = (s: number, o: number, d: number) => (withSeverity ? [s, o, d] : [o, d]);
  return sheetOf(
    '5. Risk Rating',
    [
      ['STEP 5 - Risk Rating', '', '', '', ''],
      ['Failure Mode', ...(withSeverity ? ['S'] : []), 'O (Occurrence)', 'D (Detection)', 'Action Priority'],
      [modes[0] ?? '', ...sod(9, 3, 2), 'L'],
      [modes[1] ?? '', ...sod(8, 4, 3), 'M'],
      ['', '', '', '', ''],
      ['AIAG-VDA FMEA 2019 | ISO 13485', 'AIAG-VDA FMEA 2019 | ISO 13485', 'AIAG-VDA FMEA 2019 | ISO 13485'],
    ],
    ['A1:E1', 'A6:E6'],
  );
};
const run = (
  sheets: TSheetGrid[],
  options: { sheet?: string; mapping?: Record<string, number | null> } = {},
) => {
  const outcome = importFmeaWorkbook({ format: 'xlsx', sheets }, { fileName: 'vda.xlsx', ...options });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
};

describe('an FMEA split over two sheets', () => {
  it('completes the rating sheet with the analysis sheet, row by row on the failure mode, and says so', () => {
    const result = run([step4(), step5()]);
    expect(result.sheet).toBe('5. Risk Rating');
    expect(result.companion).toMatchObject({
      sheet: '4. Failure Analysis',
      joined: true,
      rows: 2,
      reason: null,
      fields: ['processStep', 'effects', 'causes', 'preventionControls'],
    });
    expect(result.companion?.message).toContain('"4. Failure Analysis" sayfasından');
    expect(result.rows.map((r) => [r.potentialFailure, r.processStep, r.causes, r.severity])).toEqual([
      ['Surface roughness high', 'Op 20', 'Cause 1', 9],
      ['OD oversize', 'Op 10', 'Cause 0', 8],
    ]);
    // The review names where a joined column comes from; the footer is still skipped as on step 5.
    const column = result.mapping.processStep?.column ?? -1;
    expect(result.columns[column]).toEqual({
      index: column,
      letter: "'4. Failure Analysis'!A",
      header: 'Process Step (4. Failure Analysis)',
    });
    expect(result.skipped.map((s) => s.row)).toEqual([5, 6]);
  });

  it('joins S from the analysis sheet when the rating sheet has only O and D', () => {
    const result = run([step4(), step5(false)]);
    expect(result.sheet).toBe('5. Risk Rating');
    expect(result.companion?.fields).toEqual([
      'severity',
      'processStep',
      'effects',
      'causes',
      'preventionControls',
    ]);
    expect(result.rows.map((r) => [r.severity, r.occurrence, r.detection, r.rpn, r.issues])).toEqual([
      [9, 3, 2, 54, []],
      [8, 4, 3, 96, []],
    ]);
  });

  it('completes the analysis sheet with O and D when the user picks it', () => {
    const result = run([step4(), step5()], { sheet: '4. Failure Analysis' });
    expect(result.companion).toMatchObject({ sheet: '5. Risk Rating', fields: ['occurrence', 'detection'] });
    expect(result.rows.map((r) => r.rpn)).toEqual([96, 54]);
  });

  it('names the other sheet and imports nothing from it when the failure modes do not pair', () => {
    const result = run([step4(), step5(false, ['Surface roughness high', 'Coolant pressure drop'])]);
    expect(result.companion).toMatchObject({
      sheet: '4. Failure Analysis',
      joined: false,
      rows: 0,
      reason: 'unmatched',
    });
    expect(result.companion?.message).toContain('Şiddet (S)');
    expect(result.companion?.message).toContain('"4. Failure Analysis" sayfasında');
    // S is not silently blank: every row says it is missing, and the review says where it is.
    expect(
      result.rows.every((r) => r.severity === null && r.issues.some((i) => i.field === 'severity')),
    ).toBe(true);
  });

  it('takes nothing when S differs between the sheets', () => {
    const result = run([step4([8, 7]), step5()]);
    expect(result.companion).toMatchObject({ joined: false, reason: 'severity_differs' });
    expect(result.rows.every((r) => r.processStep === '')).toBe(true);
  });

  it('never merges two complete FMEA sheets (one product per sheet)', () => {
    const product = (name: string) =>
      sheetOf(name, [
        ['Failure Mode', 'Severity', 'Occurrence', 'Detection'],
        ['Burr', 7, 4, 5],
      ]);
    const analysis = sheetOf('Notes', [
      ['Process Step', 'Failure Mode', 'Root Cause'],
      ['Op 10', 'Burr', 'Worn tool'],
    ]);
    expect(run([product('INSTA'), product('ROUND')]).companion).toBeNull();
    // A sheet that is no FMEA of its own may still complete one.
    expect(run([product('INSTA'), analysis]).companion).toMatchObject({ sheet: 'Notes', joined: true });
  });

  it('re-reads a joined sheet with the user mapping (a joined column can be unmapped)', () => {
    const first = run([step4(), step5()]);
    const causes = first.mapping.causes?.column ?? -1;
    const again = run([step4(), step5()], { mapping: { causes: null, effects: causes } });
    expect(again.rows[0]).toMatchObject({ causes: '', effects: 'Cause 1' });
  });
});
