/**
 * `npm run test:audit-corpus -- <folder>`: runs the auditor's rules engine on the spreadsheets of
 * the real-documents corpus (../shared/real-documents, see its SOURCES.md) and checks what SOURCES.md
 * says the auditor must find — and that it invents nothing: the Korean/English control plan has no
 * special-characteristic classes, no owners and two rows without a reaction plan; the incoming plan
 * is recognised as such (no process-step linkage); files on other scales get one scale finding and
 * no AP; the AIAG-VDA file's two wrong AP cells are found; a header-only sheet says "no rows".
 * Files are read in place through the shared spreadsheet reader, never copied. Exits 1 on a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type TAuditReport,
  type TExtractedDocumentInput,
  ZExtractedDocument,
} from '../src/domain/audit/contract';
import { classifyTable, compileVocabularies } from '../src/domain/audit/tables/classify-table';
import { guessDocumentType } from '../src/domain/audit/document-type';
import { runAudit } from '../src/domain/audit/run-audit';
import { readSpreadsheet } from '../src/server/spreadsheets/read-spreadsheet';

const folder = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '../shared/real-documents');
// '--headers': print each recognised table's header cells as the auditor mapped them (the layout
// generator's plant vocabulary was taken from this print, not from the reader's synonyms).
const printHeaders = process.argv.includes('--headers');
if (!existsSync(folder)) {
  console.error(`Corpus folder not found: ${folder}`);
  process.exit(1);
}

let failures = 0;
const check = (label: string, ok: boolean, detail = '') => {
  if (!ok) failures++;
  console.log(`${ok ? '  ✓' : '  ✗'} ${label}${detail && !ok ? ` — ${detail}` : ''}`);
};

function audit(path: string): TAuditReport {
  const read = readSpreadsheet(readFileSync(join(folder, path)));
  const name = path.split('/').pop() ?? path;
  const document: TExtractedDocumentInput = read.ok
    ? {
        id: path,
        name,
        type: guessDocumentType(name),
        tables: read.workbook.sheets.map((sheet) => ({
          sheet: sheet.name,
          rows: sheet.rows.map((cells, i) => ({ row: i + 1, cells })),
          merges: sheet.merges,
        })),
        // The text as the server's document reader gives it (src/server/documents/read-spreadsheet.ts):
        // a numbered checklist reads like a flow written one step per line.
        text: read.workbook.sheets
          .flatMap((sheet) => sheet.rows.map((cells) => cells.join('\t').trim()).filter(Boolean))
          .join('\n'),
      }
    : {
        id: path,
        name,
        type: guessDocumentType(name),
        readProblem: { code: 'corrupt', detail: read.error.message },
      };
  const started = performance.now();
  const report = runAudit([document]);
  if (printHeaders) printTableHeaders(document);
  console.log(
    `\n${path} (${Math.round(performance.now() - started)} ms): ${report.complianceLevel}, ${report.totalFindings} bulgu`,
  );
  return report;
}

function printTableHeaders(input: TExtractedDocumentInput): void {
  const doc = ZExtractedDocument.parse(input);
  const vocab = compileVocabularies();
  for (const table of doc.tables) {
    const found = classifyTable(doc, table, vocab);
    if (found === null) continue;
    console.log(`  [${found.kind}] ${table.sheet ?? ''}`);
    for (const [field, text] of Object.entries(found.table.headers)) {
      console.log(`    ${field}: ${JSON.stringify(text)}`);
    }
  }
}

const rulesOf = (report: TAuditReport) => new Set(report.findings.map((f) => f.ruleId));
const findingsOf = (report: TAuditReport, ruleId: string) =>
  report.findings.filter((f) => f.ruleId === ruleId);
const DUPLICATE_RULES = ['pfmea-duplicate-operation-number', 'cp-duplicate-operation-number'];
const duplicatesOf = (report: TAuditReport) =>
  report.findings.filter((f) => DUPLICATE_RULES.includes(f.ruleId));
/** A file where no operation number is reused: the duplicate rules must stay silent. */
const noDuplicates = (report: TAuditReport) =>
  check(
    'no duplicate-operation finding',
    duplicatesOf(report).length === 0,
    duplicatesOf(report)
      .map((f) => f.description)
      .join(' | '),
  );
const noLinkage = (report: TAuditReport) =>
  check(
    'no invented linkage finding',
    ![...rulesOf(report)].some((id) => id.startsWith('link-')),
    [...rulesOf(report)].join(', '),
  );

{
  const report = audit('control-plan/shinsung_Control Plan.xlsx');
  const reaction = findingsOf(report, 'cp-no-reaction-plan');
  // Row 28 is a heading inside the table ('차수 | 1차 | 2차 …' over the injection settings): it
  // controls nothing, so it is no row without a reaction plan (issue 19; it was pinned as one).
  check(
    'one row without a reaction plan: 73 (row 28 is a heading, not an entry)',
    reaction.length === 1 && /1 satırda reaksiyon planı yok: satır 73\./.test(reaction[0]?.description ?? ''),
    reaction[0]?.description,
  );
  check(
    'the heading row 28 gets no finding',
    report.findings.every((f) => f.evidence.row !== 28 && !/satır 28\b/.test(f.description)),
    report.findings
      .filter((f) => /satır 28\b/.test(f.description))
      .map((f) => f.ruleId)
      .join(', '),
  );
  check('no special-characteristic classes', rulesOf(report).has('cp-no-special-characteristics'));
  // One finding for the plan's empty cells (issue 22: one finding per rule per document), naming each column.
  const emptyCells = findingsOf(report, 'cp-empty-cells');
  const empty = emptyCells[0]?.description ?? '';
  check(
    'no owners (the owner column empty in all 67 entries)',
    emptyCells.length === 1 && /"Sorumlu" 67 satırda \(tüm satırlarda\)/.test(empty),
    empty,
  );
  // Ten entries are incoming inspections (I-10/I-20 수입검사, '부품 수입검사', '도료 수입검사', '수입검사
  // FELT'): material is checked as received, no machine is asked for (issue 22 part 4; 22 rows before).
  check(
    'machine column empty on 12 process rows, none of them an incoming inspection (수입검사)',
    /"Makine \/ teçhizat \/ aparat" 12 satırda \(satır 41, 42, 43, 44, 46, 72, 73, 74, 77, 80, 81, 87\)/.test(
      empty,
    ),
    empty,
  );
  noLinkage(report);
  noDuplicates(report);
}

{
  // A blank process-audit checklist (.xls, typed 'Diğer'): its numbered items are no process flow.
  const report = audit('other/sumitduc_MPPL.MR.15_Process_Audit_check_sheet[1].xls');
  check(
    'a checklist of another type gets no process-flow finding, only "not recognised"',
    report.findings.map((f) => f.ruleId).join(',') === 'doc-unrecognized',
    report.findings.map((f) => f.ruleId).join(', '),
  );
}

{
  const report = audit('control-plan/sumitduc_INCOMING CONTROL PLAN -ICP-02-ROUND-Regera.xlsx');
  // Its three sheets are revisions of one plan ('Incoming Quality Control Plan', '06.06.2023',
  // '03.08.2024'): audited once, on the latest, and the report says so (issue 19; every finding
  // used to come three times).
  const revisions = findingsOf(report, 'doc-revision-sheets');
  check(
    'the 3 revision sheets are audited once, on the latest (03.08.2024), named in the report',
    revisions.length === 1 &&
      revisions[0]?.evidence.sheetOrPage === '03.08.2024' &&
      /3 sayfa .*"03\.08\.2024" denetlendi .*"Incoming Quality Control Plan", "06\.06\.2023"/.test(
        revisions[0].description,
      ) &&
      report.findings.every(
        (f) => f.ruleId === 'doc-revision-sheets' || f.evidence.sheetOrPage === '03.08.2024',
      ),
    revisions.map((f) => f.description).join(' | '),
  );
  check(
    'recognised as an incoming-inspection plan (once)',
    findingsOf(report, 'cp-incoming-inspection').length === 1,
  );
  check('no process-step linkage and no "missing document"', !rulesOf(report).has('set-missing-document'));
  noLinkage(report);
  noDuplicates(report);
}

{
  const report = audit('fmea/sumitduc_PFMEA.xlsx');
  const empty = findingsOf(report, 'doc-empty');
  check(
    'the header-only sheet says "no rows"',
    empty.length === 1 && empty[0]?.evidence.sheetOrPage === 'BLANK FORMATE',
    JSON.stringify(empty.map((f) => f.evidence)),
  );
  // One finding for the workbook (issue 22), listing the rows of its three product sheets.
  const highRisk = findingsOf(report, 'pfmea-high-risk-without-action');
  const highRiskSheets = [...new Set((highRisk[0]?.rows ?? []).map((r) => r.sheetOrPage))];
  check(
    'S 9-10 rows without action on each of the 3 product sheets, in one finding',
    highRisk.length === 1 && highRiskSheets.length === 3,
    `${highRisk.length} finding(s); sheets ${highRiskSheets.join(', ')}`,
  );
  // Two numbering series on one sheet (coating line and assembly line) reuse 140 and 150; a number
  // merged over sub-steps (INSTA 30 & 40, 60; ROUND 150 ×4; SQUARE 100) is one operation.
  const duplicateFindings = duplicatesOf(report);
  const duplicates = duplicateFindings.flatMap((f) => (f.rows ?? []).map((r) => `${r.sheetOrPage}:${r.row}`));
  check(
    'reused operation numbers across cells only: SQUARE 140, ROUND 150, SQUARE 150 (one finding)',
    duplicateFindings.length === 1 &&
      JSON.stringify(duplicates.sort()) === JSON.stringify(['ROUND:34', 'SQUARE:33', 'SQUARE:34']) &&
      /operasyon 150: .*"ROUND" sayfasında; .*"SQUARE" \(2 satır\)/.test(
        duplicateFindings[0]?.description ?? '',
      ),
    `${duplicates.join(', ')} — ${duplicateFindings.map((f) => f.description).join(' | ')}`,
  );
}

{
  const report = audit('fmea/kkpp_PFMEA.xlsx');
  const highRisk = findingsOf(report, 'pfmea-high-risk-without-action')[0]?.description ?? '';
  // Row 16 repeats row 15 through merged cells (one record over two sheet rows), as does one more
  // pair: 8 records, not the 10 sheet rows pinned before issue 19.
  check(
    'empty action columns: 8 high-risk records without action (merged continuation rows are one record)',
    /^Şiddeti 9-10 veya AP’si H olan 8 satırda/.test(highRisk) && !highRisk.includes('satır 16 ('),
    highRisk,
  );
  check(
    'the signature line is not a data row',
    !rulesOf(report).has('pfmea-invalid-rating'),
    findingsOf(report, 'pfmea-invalid-rating')[0]?.description,
  );
  const duplicate = duplicatesOf(report);
  check(
    'operation 11 used for PUNCHING and AIR FLUSHING: one finding at row 31, nothing for repeated rows',
    duplicate.length === 1 &&
      duplicate[0]?.ruleId === 'pfmea-duplicate-operation-number' &&
      duplicate[0].evidence.row === 31 &&
      /operasyon 11: "PUNCHING" \(satır 29\) ve "AIR FLUSHING" \(satır 31\)/.test(duplicate[0].description),
    duplicate.map((f) => f.description).join(' | '),
  );
}

for (const path of ['other/openventilator_FMEA.xlsx', 'other/sebasgo24_FMEA.xlsm']) {
  const report = audit(path);
  check('one clear scale finding', findingsOf(report, 'pfmea-scale-not-1-10').length === 1);
  const rating = [
    'pfmea-ap-mismatch',
    'pfmea-high-risk-without-action',
    'pfmea-invalid-rating',
    'pfmea-detection-above-limit',
    'pfmea-rpn-mismatch',
  ];
  check(
    'no AP or 1-10 rule on another scale',
    !rating.some((id) => rulesOf(report).has(id)),
    [...rulesOf(report)].join(', '),
  );
  noDuplicates(report);
}

{
  const report = audit('other/foremode_pfmea_aiag_vda_2019.xlsx');
  const ap = findingsOf(report, 'pfmea-ap-mismatch')[0]?.description ?? '';
  check(
    'the two AP cells that disagree with the handbook (S8/O4/D3, S9/O3/D2)',
    /S8\/O4\/D3 için L yazılmış, tablo M/.test(ap) && /S9\/O3\/D2 için M yazılmış, tablo L/.test(ap),
    ap,
  );
  noDuplicates(report);
}

{
  const report = audit('fmea/tcsauto_TCS-Auto_Process FMEA_FINAL - R7_updated.csv');
  check('a row with S but no O/D is flagged, not guessed', rulesOf(report).has('pfmea-invalid-rating'));
  noDuplicates(report);
}

{
  const report = audit('fmea/rearaxle_brake_pfmea.csv');
  noDuplicates(report);
  // A bare table export: no title block, no signature, no revision anywhere (issue 22 part 1).
  check(
    'no revision, date or approval: one document-control finding',
    findingsOf(report, 'doc-control-missing').length === 1,
  );
}

for (const path of [
  'control-plan/shinsung_Control Plan.xlsx',
  'control-plan/sumitduc_INCOMING CONTROL PLAN -ICP-02-ROUND-Regera.xlsx',
  'fmea/sumitduc_PFMEA.xlsx',
  'fmea/kkpp_PFMEA.xlsx',
  // 'R7' in the file name is its revision.
  'fmea/tcsauto_TCS-Auto_Process FMEA_FINAL - R7_updated.csv',
]) {
  const report = audit(path);
  check(
    'a revision, date or approval in the title block, signature rows or file name: no document-control finding',
    !rulesOf(report).has('doc-control-missing'),
  );
}

console.log(
  failures === 0 ? '\nAll audit corpus checks passed.' : `\n${failures} audit corpus check(s) failed.`,
);
process.exit(failures === 0 ? 0 : 1);
