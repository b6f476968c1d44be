import { ZExtractedDocument, type TExtractedDocumentInput } from '../../../domain/audit/contract';
import { runAudit } from '../../../domain/audit/run-audit';
import { classifyTable, compileVocabularies } from '../../../domain/audit/tables/classify-table';
import type { CpLayout } from '../../../domain/audit/tables/layouts/cp-layout';
import { fixtureToExtracted } from '../../../domain/audit/testing/fixture-document';
import { buildLinkedSet } from '../../../domain/audit/testing/linked-set';
import { readDocx } from '../../documents/read-docx';
import { readSpreadsheet } from '../../documents/read-spreadsheet';
import { layoutDocx } from './layout-docx';
import { layoutFile } from './layout-file';

export interface LayoutOutcome {
  readonly seed: number;
  /** Every data row and every field came back exact, nothing more was mapped. */
  readonly exact: boolean;
  /** Field values compared (rows × fields) and how many came back exact. */
  readonly fields: number;
  readonly exactFields: number;
  /** Findings of the clean variant audited with its process flow and PFMEA (must be none). */
  readonly findings: readonly string[];
  /** What differed, for the report of a failing seed. */
  readonly problems: readonly string[];
}

/**
 * Writes the layout as a file, reads it through the auditor's spreadsheet reader, maps it with the
 * auditor's table reader and compares with the layout's truth; then audits it with the clean process
 * flow and PFMEA of the same part: a clean plan must give no finding.
 */
export async function checkLayout(layout: CpLayout): Promise<LayoutOutcome> {
  // A Word file holds the title block as paragraphs: its table starts at the header.
  const word = layout.format === 'docx';
  const read = word ? await readDocx(layoutDocx(layout)) : await readSpreadsheet(layoutFile(layout));
  const shift = word ? layout.headerRow : 0;
  const input: TExtractedDocumentInput = {
    id: 'cp',
    name: `Kontrol_Plani_${layout.seed}.${layout.format}`,
    type: 'control-plan',
    tables: read.tables ?? [],
    text: read.text ?? '',
  };
  const doc = ZExtractedDocument.parse(input);
  const problems: string[] = [];
  const vocab = compileVocabularies();
  const table = doc.tables[0];
  const found = table ? classifyTable(doc, table, vocab) : null;
  let fields = 0;
  let exactFields = 0;
  if (found?.kind !== 'control-plan') {
    problems.push(`not read as a control plan (${found?.kind ?? 'no header'})`);
  } else {
    const mapped = found.table;
    const want = [...layout.fields].sort().join(', ');
    const got = Object.keys(mapped.headers).sort().join(', ');
    if (want !== got) problems.push(`fields: want [${want}] got [${got}]`);
    const byRow = new Map(mapped.rows.map((r) => [r.row, r]));
    for (const truth of layout.truth) {
      const row = byRow.get(truth.row - shift);
      for (const [field, value] of Object.entries(truth.values)) {
        fields += 1;
        const text = (row?.values[field as keyof typeof truth.values] ?? '').trim();
        if (row !== undefined && text === value.trim()) exactFields += 1;
        else if (problems.length < 12)
          problems.push(
            `row ${truth.row} ${field}: want ${JSON.stringify(value)} got ${JSON.stringify(row ? text : '(no row)')}`,
          );
      }
    }
    const extra = mapped.rows
      .filter((r) => !layout.truth.some((t) => t.row - shift === r.row))
      .map((r) => r.row);
    if (extra.length > 0) problems.push(`rows read that are no records: ${extra.join(', ')}`);
  }
  const set = buildLinkedSet(layout.lang, { defects: false });
  const report = runAudit([
    fixtureToExtracted(set.flow, 'flow'),
    fixtureToExtracted(set.pfmea, 'pfmea'),
    input,
  ]);
  const findings = report.findings.map((f) => `${f.ruleId} @${f.evidence.row ?? '-'}: ${f.description}`);
  return {
    seed: layout.seed,
    exact: problems.length === 0,
    fields,
    exactFields,
    findings,
    problems,
  };
}
