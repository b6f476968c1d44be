import {
  generateLayout,
  type TExpectedRow,
  type TLayout,
} from '../../../domain/fmea/import/layouts/generate-layout';
import { writeLayout } from '../../../domain/fmea/import/layouts/write-layout';
import { importFmeaWorkbook } from '../../../domain/fmea/import/import-fmea';
import { readSpreadsheet } from '../../spreadsheets/read-spreadsheet';

export interface LayoutOutcome {
  layout: TLayout;
  /** Rows and fields compared. */
  rows: number;
  fields: number;
  /** What did not come back exact (empty: the variant passes). */
  problems: string[];
}

const FIELDS: readonly (keyof TExpectedRow)[] = [
  'sourceRow',
  'processItem',
  'processStep',
  'workElement',
  'potentialFailure',
  'effects',
  'severity',
  'causes',
  'occurrence',
  'controls',
  'preventionControls',
  'detectionControls',
  'detection',
  'rpn',
  'fileRpn',
  'fileAp',
  'specialClass',
  'recommendedAction',
  'responsible',
  'targetDate',
  'actionTaken',
  'revised',
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the seed's layout as a file, reads it through the server's spreadsheet reader and the
 * importer, and compares every row and field with the generator's answer, the skipped rows with
 * their codes and section names, and the AP disagreements (issue 19 §6).
 */
export function checkLayout(seed: number): LayoutOutcome {
  const layout = generateLayout(seed);
  const problems: string[] = [];
  const read = readSpreadsheet(writeLayout(layout), layout.sheet);
  const outcome = read.ok
    ? importFmeaWorkbook(read.workbook, { fileName: `layout-${seed}.${layout.format}` })
    : null;
  const fields = layout.expected.length * FIELDS.length;
  if (!read.ok)
    return { layout, rows: layout.expected.length, fields, problems: [`unreadable: ${read.error.message}`] };
  if (!outcome?.ok)
    return { layout, rows: layout.expected.length, fields, problems: [`refused: ${outcome?.error.message}`] };
  const result = outcome.result;
  if (layout.format !== 'csv' && result.sheet !== layout.sheet)
    problems.push(`sheet ${result.sheet}, want ${layout.sheet}`);
  if (result.rows.length !== layout.expected.length)
    problems.push(
      `rows ${result.rows.map((r) => r.sourceRow).join(',')}, want ${layout.expected.map((r) => r.sourceRow).join(',')}`,
    );
  layout.expected.forEach((want, i) => {
    const got = result.rows[i];
    if (!got) return;
    for (const field of FIELDS)
      if (!same(got[field], want[field]))
        problems.push(
          `row ${want.sourceRow} ${field}: got ${JSON.stringify(got[field])}, want ${JSON.stringify(want[field])}`,
        );
  });
  const skipped = result.skipped.map((s) => `${s.row}:${s.code}${s.section ? `:${s.section}` : ''}`);
  const wantSkipped = layout.skipped.map((s) => `${s.row}:${s.code}${s.section ? `:${s.section}` : ''}`);
  if (!same(skipped, wantSkipped))
    problems.push(`skipped ${skipped.join(' ')}, want ${wantSkipped.join(' ')}`);
  const disagreements = result.apCheck?.disagreements.map((d) => d.sourceRow) ?? [];
  if (!same(disagreements, layout.apDisagreements))
    problems.push(`AP disagreements ${disagreements.join(',')}, want ${layout.apDisagreements.join(',')}`);
  if (problems.length > 0) {
    const mapping = Object.entries(result.mapping)
      .flatMap(([f, m]) => (m ? [`${f}=${m.column}`] : []))
      .join(' ');
    problems.push(`mapping: ${mapping}`, `columns: ${result.columns.map((c) => c.header).join(' | ')}`);
  }
  return { layout, rows: layout.expected.length, fields, problems };
}
