import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TFmeaRow, ZFmeaRowInput } from '../../domain/fmea/contract';
import { importFmeaWorkbook } from '../../domain/fmea/import/import-fmea';
import { buildPlan } from '../../domain/fmea/plan/build-plan';
import { measureFigures } from '../../domain/fmea/plan/measure-figures';
import { DEFAULT_FMEA_RULE_SETTINGS } from '../../domain/fmea/settings-contract';
import { readSpreadsheet } from '../spreadsheets/read-spreadsheet';

// The genuine PFMEAs of ../shared/real-documents (SOURCES.md), read in place — never copied. Issue 23
// §4: rows whose causes are of different kinds get different measures, and the reason names the words.
const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/real-documents/fmea');

/** The file's first (detected) sheet as stored rows, the way the review would save them. */
function storedRowsOf(file: string): TFmeaRow[] {
  const read = readSpreadsheet(readFileSync(path.join(CORPUS, file)));
  if (!read.ok) throw new Error(read.error.message);
  const outcome = importFmeaWorkbook(read.workbook, { fileName: file });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result.rows
    .filter((row) => row.severity !== null && row.potentialFailure !== '')
    .map((row, i) => {
      const input = ZFmeaRowInput.parse(row);
      const { occurrence, detection } = input;
      const rpn = occurrence !== null && detection !== null ? input.severity * occurrence * detection : null;
      return { ...input, id: `r${i}`, rpn };
    });
}

const figuresOf = (file: string) => measureFigures(buildPlan(storedRowsOf(file), DEFAULT_FMEA_RULE_SETTINGS));

describe('measures that fit the cause, on the corpus PFMEAs (README figures)', () => {
  it('sumitduc_PFMEA.xlsx, first sheet: ≥ 8 distinct measures for its 15 rows, ≥ 60 % of reasons name cause words', () => {
    const figures = figuresOf('sumitduc_PFMEA.xlsx');
    expect(figures.items).toBe(15);
    expect(figures.distinctMeasures).toBeGreaterThanOrEqual(8);
    expect(figures.shareNamingCause).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['kkpp_PFMEA.xlsx', 36, 12, 0.8],
    ['rearaxle_brake_pfmea.csv', 16, 5, 0.75],
    ['tcsauto_TCS-Auto_Process FMEA_FINAL - R7_updated.csv', 125, 12, 0.85],
  ])(
    '%s keeps its figures (%i items, ≥ %i measures, ≥ %f naming cause words)',
    (file, items, measures, share) => {
      const figures = figuresOf(file);
      expect(figures.items).toBe(items);
      expect(figures.distinctMeasures).toBeGreaterThanOrEqual(measures);
      expect(figures.shareNamingCause).toBeGreaterThanOrEqual(share);
    },
  );
});
