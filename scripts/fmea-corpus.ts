/**
 * `npm run test:corpus -- <folder>`: imports every FMEA-like file of the real-documents corpus
 * (../shared/real-documents, described in its SOURCES.md) and checks the facts SOURCES.md gives:
 * header rows, row counts, RPN agreement, RPN > 100 and handbook AP counts, the skipped rows, the
 * two files on other scales refused, the header-only sheet answering "no rows", and the file whose
 * AP column disagrees with the AIAG-VDA table. The files are read in place, never copied.
 * Exits 1 on any failed check and when the folder is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTROL_PLAN_SYNONYMS } from '../src/domain/audit/tables/control-plan-synonyms';
import type { TFmeaImportResult } from '../src/domain/fmea/import/contract';
import { FMEA_SYNONYMS } from '../src/domain/fmea/import/fmea-synonyms';
import { compileSynonyms, detectHeader } from '../src/domain/fmea/import/header-detection';
import { importFmeaWorkbook, type FmeaImportOutcome } from '../src/domain/fmea/import/import-fmea';
import { columnLetter } from '../src/domain/fmea/import/workbook';
import { apLookup } from '../src/domain/fmea/plan/ap-table';
import { readSpreadsheet } from '../src/server/spreadsheets/read-spreadsheet';

const folder = resolve(process.argv[2] ?? '../shared/real-documents');
if (!existsSync(folder)) {
  console.error(`Corpus folder not found: ${folder}`);
  process.exit(1);
}

const ap = apLookup();
let failures = 0;
const check = (label: string, ok: boolean, detail = '') => {
  if (!ok) failures++;
  console.log(`${ok ? '  ✓' : '  ✗'} ${label}${detail ? ` — ${detail}` : ''}`);
};
const same = (label: string, actual: unknown, expected: unknown) =>
  check(
    label,
    JSON.stringify(actual) === JSON.stringify(expected),
    `got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`,
  );

function importFile(path: string, sheet?: string): FmeaImportOutcome {
  const read = readSpreadsheet(readFileSync(join(folder, path)));
  if (!read.ok) return { ok: false, error: read.error };
  return importFmeaWorkbook(read.workbook, { fileName: path, sheet });
}

function imported(path: string, sheet?: string): TFmeaImportResult | null {
  const started = performance.now();
  const outcome = importFile(path, sheet);
  console.log(`\n${path}${sheet ? ` [${sheet}]` : ''} (${Math.round(performance.now() - started)} ms)`);
  if (!outcome.ok) {
    check('imports', false, `${outcome.error.status} ${outcome.error.message}`);
    return null;
  }
  console.log(`    mapping: ${mappingLine(outcome.result)}`);
  return outcome.result;
}

/** The detected mapping as one line, 'processStep=B severity=F …' (Excel letters), for the log. */
function mappingLine(r: TFmeaImportResult): string {
  return Object.entries(r.mapping)
    .flatMap(([field, m]) => (m ? [`${field}=${columnLetter(m.column)}`] : []))
    .join(' ');
}

interface Expected {
  headerRow: number;
  headerRows?: number;
  rows: number;
  rpnAgree: number;
  above100: number;
  /** Handbook AP counts, where SOURCES.md gives them. */
  ap?: [number, number, number];
  rpnRange?: [number, number];
  /** The detected mapping, as `mappingLine` prints it. */
  mapping: string;
}

function checkFmea(r: TFmeaImportResult, e: Expected) {
  same('mapping', mappingLine(r), e.mapping);
  same('header row', r.headerRow, e.headerRow);
  if (e.headerRows !== undefined) same('header rows', r.headerRows, e.headerRows);
  same('data rows', r.rows.length, e.rows);
  same(
    'RPN in file = S×O×D',
    r.rows.filter((x) => x.rpn !== null && (x.fileRpn ?? x.rpn) === x.rpn).length,
    e.rpnAgree,
  );
  same('RPN > 100', r.rows.filter((x) => (x.rpn ?? 0) > 100).length, e.above100);
  const counts = { H: 0, M: 0, L: 0 };
  for (const x of r.rows)
    if (x.severity && x.occurrence && x.detection) counts[ap(x.severity, x.occurrence, x.detection)]++;
  if (e.ap) same('handbook AP H/M/L', [counts.H, counts.M, counts.L], e.ap);
  if (e.rpnRange) {
    const rpns = r.rows.flatMap((x) => (x.rpn === null ? [] : [x.rpn]));
    same('RPN range', [Math.min(...rpns), Math.max(...rpns)], e.rpnRange);
  }
}

// 1. sumitduc PFMEA: three product sheets and a header-only form; header rows 8-12.
const sumit = 'fmea/sumitduc_PFMEA.xlsx';
const sumitMapping =
  'processStep=B potentialFailure=D effects=E severity=F causes=H occurrence=J preventionControls=I ' +
  'detectionControls=K detection=L rpn=M revisedSeverity=T revisedOccurrence=U revisedDetection=V revisedRpn=W ' +
  // Issue 19: the action columns are read too (added; every earlier field keeps its column).
  'classification=G recommendedAction=N responsibility=O actionTaken=P';
const insta = imported(sumit);
if (insta) {
  same('default sheet', insta.sheet, 'INSTA');
  same(
    'sheets listed',
    insta.sheets.map((s) => [s.name, s.rows]),
    [
      ['INSTA', 15],
      ['ROUND', 27],
      ['SQUARE', 24],
      ['BLANK FORMATE', 0],
    ],
  );
  checkFmea(insta, {
    headerRow: 8,
    headerRows: 5,
    rows: 15,
    rpnAgree: 15,
    above100: 11,
    ap: [3, 4, 8],
    mapping: sumitMapping,
  });
  same('first data row', insta.rows[0]?.sourceRow, 13);
}
const round = imported(sumit, 'ROUND');
if (round)
  checkFmea(round, {
    headerRow: 8,
    headerRows: 5,
    rows: 27,
    rpnAgree: 27,
    above100: 15,
    ap: [2, 6, 19],
    mapping: sumitMapping,
  });
const square = imported(sumit, 'SQUARE');
if (square)
  checkFmea(square, {
    headerRow: 8,
    headerRows: 5,
    rows: 24,
    rpnAgree: 24,
    above100: 12,
    ap: [2, 6, 16],
    mapping: sumitMapping,
  });
if (insta && round && square) {
  const all = [...insta.rows, ...round.rows, ...square.rows].flatMap((x) => (x.rpn === null ? [] : [x.rpn]));
  same('RPN range over 66 rows', [all.length, Math.min(...all), Math.max(...all)], [66, 70, 243]);
  same(
    'P.NO merged over two sub-steps (A15:A16) fills down',
    insta.rows.filter((x) => x.sourceRow === 16).length,
    1,
  );
}
const blank = imported(sumit, 'BLANK FORMATE');
if (blank) {
  same('header-only sheet answers "no rows"', [blank.rows.length, blank.notice !== null], [0, true]);
}

// 2. kkpp PFMEA: header rows 6-8, S merged vertically, four merge-only rows, a signature footer.
const kkpp = imported('fmea/kkpp_PFMEA.xlsx');
if (kkpp) {
  same('sheet name with trailing space', kkpp.sheet, 'PFMEA ');
  checkFmea(kkpp, {
    headerRow: 6,
    headerRows: 3,
    rows: 36,
    rpnAgree: 36,
    above100: 3,
    ap: [2, 2, 32],
    rpnRange: [2, 162],
    mapping:
      'processStep=B potentialFailure=E effects=F severity=G causes=I occurrence=J preventionControls=K ' +
      'detectionControls=L detection=M rpn=N revisedSeverity=R revisedOccurrence=S revisedDetection=T revisedRpn=U ' +
      'classification=H recommendedAction=O responsibility=P actionTaken=Q',
  });
  same('S ≥ 9', kkpp.rows.filter((x) => (x.severity ?? 0) >= 9).length, 8);
  same(
    'merge-only rows skipped',
    kkpp.skipped.filter((s) => s.reason.includes('birleştirilmiş')).map((s) => s.row),
    [16, 19, 42, 44],
  );
  same(
    'footer row skipped',
    kkpp.skipped.filter((s) => s.reason.includes('imza')).map((s) => s.row),
    [49],
  );
  same(
    'revised SEV/OCC/DET/RPN are the second set',
    [kkpp.mapping.revisedSeverity?.column, kkpp.mapping.severity?.column],
    [17, 6],
  );
}

// 3. tcsauto CSV: 126 records, one with S only.
const tcs = imported('fmea/tcsauto_TCS-Auto_Process FMEA_FINAL - R7_updated.csv');
if (tcs) {
  checkFmea(tcs, {
    headerRow: 1,
    rows: 126,
    rpnAgree: 125,
    above100: 80,
    ap: [11, 5, 109],
    rpnRange: [5, 216],
    mapping:
      'processStep=A potentialFailure=D effects=E severity=F causes=I occurrence=K preventionControls=J ' +
      'detectionControls=L detection=M rpn=N revisedSeverity=R revisedOccurrence=S revisedDetection=T revisedRpn=U ' +
      'classification=G recommendedAction=O responsibility=P actionTaken=Q',
  });
  const lone = tcs.rows.find((x) => x.sourceRow === 109);
  same(
    'record 109: S = 5, O and D flagged blank',
    [lone?.severity, lone?.issues.map((i) => `${i.field}:${i.code}`)],
    [5, ['occurrence:blank', 'detection:blank']],
  );
  const revised = tcs.rows.filter((x) => x.revised?.rpn !== null && x.revised?.rpn !== undefined);
  same('after-action S/O/D/RPN rows', revised.length, 78);
  same(
    'after-action RPN = S×O×D',
    revised.filter(
      (x) => x.revised!.severity! * x.revised!.occurrence! * x.revised!.detection! === x.revised!.rpn,
    ).length,
    78,
  );
  same(
    'multi-line cells kept',
    tcs.rows.some((x) => x.effects.includes('\n')),
    true,
  );
}

// 4. Rear-axle CSV: no RPN (computed), blank records listed.
const axle = imported('fmea/rearaxle_brake_pfmea.csv');
if (axle) {
  checkFmea(axle, {
    headerRow: 1,
    rows: 16,
    rpnAgree: 16,
    above100: 2,
    ap: [2, 1, 13],
    rpnRange: [40, 108],
    mapping: 'processStep=A potentialFailure=B effects=C severity=E causes=D occurrence=F detection=G',
  });
  same('blank records listed as skipped', axle.skipped.filter((s) => s.reason === 'Boş satır').length, 9);
  same('blank line right after the header', axle.skipped[0]?.row, 2);
}

// 5-6. Not on the 1-10 scale: refused, never pushed through the AP table.
for (const [path, scale] of [
  ['other/sebasgo24_FMEA.xlsm', '1-7'],
  ['other/openventilator_FMEA.xlsx', '0-100 %'],
] as const) {
  console.log(`\n${path}`);
  const outcome = importFile(path);
  check(
    `refused: scale ${scale}`,
    !outcome.ok && outcome.error.code === 'unsupported_scale' && outcome.error.message.includes(scale),
    outcome.ok ? `imported ${outcome.result.rows.length} rows` : outcome.error.message,
  );
}

// 7. foremode AIAG-VDA 2019: the Risk Rating sheet (failure mode, S, O, D, AP), completed from the
// Failure Analysis sheet (process step, effect, cause, controls) on the failure mode, whose names
// differ between the sheets ('Surface roughness Ra > 0.8 um' / '… on taper'); AP compared with the
// handbook.
const fore = imported('other/foremode_pfmea_aiag_vda_2019.xlsx');
if (fore) {
  same('sheet', fore.sheet, '5. Risk Rating');
  same('form', fore.form, 'aiag-vda-2019');
  checkFmea(fore, {
    headerRow: 8,
    rows: 6,
    rpnAgree: 6,
    above100: 2,
    mapping:
      'processStep=H potentialFailure=A effects=I severity=B causes=J occurrence=C preventionControls=K ' +
      'detectionControls=L detection=D rpn=G ap=E',
  });
  console.log(`    companion: ${fore.companion?.message}`);
  same(
    'joined from the Failure Analysis sheet on the failure mode',
    [fore.companion?.sheet, fore.companion?.joined, fore.companion?.rows, fore.companion?.fields],
    [
      '4. Failure Analysis',
      true,
      6,
      ['processStep', 'effects', 'causes', 'preventionControls', 'detectionControls'],
    ],
  );
  same(
    'process steps by failure mode (renamed modes paired)',
    fore.rows.map((x) => `${x.potentialFailure} → ${x.processStep}`),
    [
      'OD out of tolerance (oversize) → CNC Turning - OD',
      'Surface roughness Ra > 0.8 um → CNC Turning - Surface',
      'Fixture slip / part shift mid-cycle → Workholding - Fixture',
      'Coolant pressure drop / flow loss → Coolant Delivery',
      'Wrong program revision loaded → CNC Program - Revision',
      'CMM inspection step skipped → Inspection - CMM Step',
    ],
  );
  same(
    'causes and controls filled on every row',
    fore.rows.filter((x) => x.causes !== '' && x.preventionControls !== '' && x.detectionControls !== '')
      .length,
    6,
  );
  same(
    'review letter of a joined column',
    fore.mapping.processStep && fore.columns[fore.mapping.processStep.column]?.letter,
    "'4. Failure Analysis'!A",
  );
  const disagree = fore.rows.flatMap((x) => {
    const handbook =
      x.severity && x.occurrence && x.detection ? ap(x.severity, x.occurrence, x.detection) : null;
    return x.fileAp && handbook && x.fileAp !== handbook
      ? [`S${x.severity}/O${x.occurrence}/D${x.detection}: file ${x.fileAp}, handbook ${handbook}`]
      : [];
  });
  for (const line of disagree) console.log(`    AP disagreement: ${line}`);
  same('file AP disagrees with the AIAG-VDA table', disagree, [
    'S8/O4/D3: file L, handbook M',
    'S9/O3/D2: file M, handbook L',
  ]);
}
// The Failure Analysis sheet chosen by the user: S there, O and D joined from the Risk Rating sheet.
const foreStep4 = imported('other/foremode_pfmea_aiag_vda_2019.xlsx', '4. Failure Analysis');
if (foreStep4) {
  same(
    'step 4 completed with O and D from step 5',
    [foreStep4.companion?.sheet, foreStep4.companion?.joined, foreStep4.companion?.fields],
    ['5. Risk Rating', true, ['occurrence', 'detection']],
  );
  same(
    'every row rated, S/O/D as on step 5',
    foreStep4.rows.map((x) => `${x.severity}/${x.occurrence}/${x.detection}:${x.issues.length}`),
    ['8/4/3:0', '9/3/2:0', '7/3/4:0', '9/3/5:0', '8/2/3:0', '7/4/7:0'],
  );
}

// 8. Not FMEAs: control plans, a checklist .xls, DOCX and PDFs (the auditor's) are refused clearly.
for (const [path, code] of [
  ['control-plan/shinsung_Control Plan.xlsx', 'no_fmea_header'],
  ['control-plan/sumitduc_INCOMING CONTROL PLAN -ICP-02-ROUND-Regera.xlsx', 'no_fmea_header'],
  ['other/sumitduc_MPPL.MR.15_Process_Audit_check_sheet[1].xls', 'no_fmea_header'],
  ['other/foremode_pfmea_aiag_vda_2019.docx', 'unsupported_file_type'],
  ['other/foremode_pfmea_aiag_vda_2019.pdf', 'unsupported_file_type'],
  ['other/gkapqp_PFMEA_양식.pdf', 'unsupported_file_type'],
  ['other/gkapqp_관리계획서_양식.pdf', 'unsupported_file_type'],
] as const) {
  console.log(`\n${path}`);
  const outcome = importFile(path);
  check(
    `refused as ${code}`,
    !outcome.ok && outcome.error.code === code,
    outcome.ok ? 'imported' : outcome.error.code,
  );
}

// Shinsung's control plan: a numbered legend (BX17 '1', BY17…CR19) sits beside its header rows
// 17-19. The shared header detection must still find the header there and map no legend column.
{
  const path = 'control-plan/shinsung_Control Plan.xlsx';
  console.log(`\n${path} (header detection beside a legend)`);
  const read = readSpreadsheet(readFileSync(join(folder, path)));
  const grid = read.ok ? read.workbook.sheets[0] : undefined;
  const legendStart = 75; // BX
  const found = (vocabulary: Parameters<typeof compileSynonyms>[0]) => {
    const header = grid ? detectHeader(grid, compileSynonyms(vocabulary)) : null;
    if (!header) return null;
    const columns = Object.values(header.mapping).filter((c): c is number => c !== undefined);
    return { row: header.row + 1, depth: header.depth, legendMapped: columns.some((c) => c >= legendStart) };
  };
  same('control-plan vocabulary: header rows 17-19, no legend column', found(CONTROL_PLAN_SYNONYMS), {
    row: 17,
    depth: 3,
    legendMapped: false,
  });
  same(
    'FMEA vocabulary (nothing required): header on row 17, no legend column',
    found({ ...FMEA_SYNONYMS, required: [] }),
    {
      row: 17,
      // Was 1: a deeper header that names one more column now wins (issue 19); the control plan's
      // own header spans rows 17-19, so 17-18 is closer to it.
      depth: 2,
      legendMapped: false,
    },
  );
}

// The .xls read path on the corpus's only BIFF8 file.
const xls = readSpreadsheet(
  readFileSync(join(folder, 'other/sumitduc_MPPL.MR.15_Process_Audit_check_sheet[1].xls')),
);
console.log('\nother/sumitduc_MPPL.MR.15_Process_Audit_check_sheet[1].xls (read as sheets)');
same('BIFF8 sheet', xls.ok ? xls.workbook.sheets.map((s) => s.name) : xls.error.code, ['Checksheet-R']);
same('row 6 header', xls.ok ? xls.workbook.sheets[0]?.rows[5]?.map((c) => c.trim()).filter(Boolean) : null, [
  'S.No.',
  'PROCESS PARAMETERS',
  'SPECIFICATIONS',
  'OBSERVATIONS',
  'REMARKS',
]);

console.log(failures === 0 ? '\nCorpus: all checks passed.' : `\nCorpus: ${failures} check(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
