import { describe, expect, it } from 'vitest';
import { ZExtractedDocument, type TAuditTableInput, type TExtractedDocumentInput } from '../contract';
import { runAudit } from '../run-audit';
import { fixtureSheetRows, fixtureToExtracted, type FixtureDocument } from '../testing/fixture-document';
import { buildLinkedSet } from '../testing/linked-set';
import { classifyTable, compileVocabularies } from './classify-table';
import type { MappedTable } from './mapped-table';

type Merge = NonNullable<TAuditTableInput['merges']>[number];

/** A fixture written as sheet rows after `edit` (which may insert rows and merges). */
function edited(
  doc: FixtureDocument,
  id: string,
  edit: (rows: string[][], merges: Merge[]) => void,
): TExtractedDocumentInput {
  const rows = fixtureSheetRows(doc);
  const merges: Merge[] = [];
  edit(rows, merges);
  const base = fixtureToExtracted(doc, id);
  return {
    ...base,
    tables: [{ sheet: doc.sheet, rows: rows.map((cells, i) => ({ row: i + 1, cells })), merges }],
  };
}

function mapped(input: TExtractedDocumentInput): MappedTable<string> {
  const doc = ZExtractedDocument.parse(input);
  const found = classifyTable(doc, doc.tables[0]!, compileVocabularies());
  if (found === null) throw new Error('no table');
  return found.table as MappedTable<string>;
}

const findingsOf = (documents: TExtractedDocumentInput[]) =>
  runAudit(documents).findings.map((f) => `${f.ruleId} @${f.evidence.row}: ${f.description}`);

const set = buildLinkedSet('tr', { defects: false });
const column = (doc: FixtureDocument, field: string) => doc.fields.indexOf(field);
const firstRowOf = (doc: FixtureDocument, op: string) =>
  doc.title.length + 1 + doc.rows.findIndex((r) => r[column(doc, 'operationNumber')] === op);

describe('rows that are not records', () => {
  it('skips totals and signatures under a PFMEA and finds nothing in the clean set', () => {
    const pfmea = edited(set.pfmea, 'pfmea', (rows) => {
      const rpn = column(set.pfmea, 'rpn');
      const total = Array<string>(set.pfmea.header.length).fill('');
      total[0] = 'Ara Toplam';
      total[rpn] = '812';
      rows.push(total, ['Hazırlayan: Ayşe Yılmaz', '', '', 'Onaylayan: Mehmet Kaya'], ['Approved by']);
    });
    const table = mapped(pfmea);
    expect(table.rows).toHaveLength(set.pfmea.rows.length);
    expect(table.skipped?.map((s) => s.reason)).toEqual(['subtotal', 'signature', 'signature']);
    expect(
      findingsOf([fixtureToExtracted(set.flow, 'flow'), pfmea, fixtureToExtracted(set.controlPlan, 'cp')]),
    ).toEqual([]);
  });

  it('reads a legend beside the table ("Prepared by : …" on data rows) as no footer', () => {
    const cp = set.controlPlan;
    const doc = edited(cp, 'cp', (rows) => {
      const first = cp.title.length + 1;
      rows[first] = [...rows[first]!, '', '', '', '', 'Prepared by : the engineer responsible for the plan'];
    });
    const table = mapped(doc);
    expect(table.rows).toHaveLength(cp.rows.length);
    expect(table.skipped ?? []).toEqual([]);
  });

  it('reads a section row naming an operation as the name of the rows under it that have none', () => {
    const cp = set.controlPlan;
    const op = column(cp, 'operationNumber');
    const name = column(cp, 'processName');
    const at = firstRowOf(cp, '30');
    const doc = edited(cp, 'cp', (rows) => {
      for (const row of rows.slice(at)) {
        if (row[op] !== '30') break;
        row[op] = '';
        row[name] = '';
      }
      rows.splice(at, 0, ['OP 30 - Kesme']);
    });
    const table = mapped(doc);
    expect(table.skipped).toEqual([{ row: at + 1, reason: 'section', text: 'OP 30 - Kesme' }]);
    const rows30 = table.rows.filter((r) => r.values.operationNumber === '30');
    expect(rows30.length).toBe(cp.rows.filter((r) => r[op] === '30').length);
    expect(rows30.every((r) => r.values.processName === 'Kesme')).toBe(true);
    expect(
      findingsOf([fixtureToExtracted(set.flow, 'flow'), fixtureToExtracted(set.pfmea, 'p'), doc]),
    ).toEqual([]);
  });

  it("skips a section title standing in a text column by the FMEA import's rule, and keeps a lone text as a row", () => {
    const cp = set.controlPlan;
    const op = column(cp, 'operationNumber');
    const name = column(cp, 'processName');
    const text = cp.fields.findIndex((f, i) => i !== op && i !== name && cp.rows.every((r) => r[i] !== ''));
    const at = firstRowOf(cp, '30');
    const doc = edited(cp, 'cp', (rows) => {
      for (const row of rows.slice(at)) {
        if (row[op] !== '30') break;
        row[op] = '';
        row[name] = '';
      }
      const title = Array<string>(cp.header.length).fill('');
      title[text] = 'OP 30 - Kesme';
      rows.splice(at, 0, title);
    });
    const table = mapped(doc);
    expect(table.skipped).toEqual([{ row: at + 1, reason: 'section', text: 'OP 30 - Kesme' }]);
    expect(table.rows.filter((r) => r.values.processName === 'Kesme').length).toBe(
      cp.rows.filter((r) => r[op] === '30').length,
    );
    expect(
      findingsOf([fixtureToExtracted(set.flow, 'flow'), fixtureToExtracted(set.pfmea, 'p'), doc]),
    ).toEqual([]);

    // The same place without an operation's name: a record whose other cells are missing, checked as one.
    const lone = edited(cp, 'cp', (rows) => {
      const row = Array<string>(cp.header.length).fill('');
      row[text] = 'Ek kontrol';
      rows.splice(at, 0, row);
    });
    const read = mapped(lone);
    expect(read.skipped ?? []).toEqual([]);
    expect(read.rows).toHaveLength(cp.rows.length + 1);
  });

  it('fills blank operation, step and failure mode down from the first row of a group', () => {
    const pfmea = set.pfmea;
    const at = firstRowOf(pfmea, '30');
    const doc = edited(pfmea, 'pfmea', (rows) => {
      const second = [...rows[at]!];
      for (const f of ['operationNumber', 'processStep', 'failureMode']) second[column(pfmea, f)] = '';
      second[column(pfmea, 'cause')] = 'Yanlış program seçimi';
      rows.splice(at + 1, 0, second);
    });
    const table = mapped(doc);
    const filled = table.rows.find((r) => r.row === at + 2);
    expect(filled?.values).toMatchObject({
      operationNumber: '30',
      processStep: 'Kesme',
      failureMode: 'Kesme boyu tolerans dışı',
      cause: 'Yanlış program seçimi',
    });
    // Filled like a merge: one number written once, so no 'duplicate operation' either.
    expect(filled?.mergedFrom?.operationNumber).toBe(at + 1);
    expect(
      findingsOf([fixtureToExtracted(set.flow, 'flow'), doc, fixtureToExtracted(set.controlPlan, 'cp')]),
    ).toEqual([]);
  });

  it('never fills a blank rating down: it stays missing', () => {
    const pfmea = set.pfmea;
    const at = firstRowOf(pfmea, '30');
    const doc = edited(pfmea, 'pfmea', (rows) => {
      const second = [...rows[at]!];
      for (const f of ['operationNumber', 'processStep', 'failureMode', 'severity'])
        second[column(pfmea, f)] = '';
      rows.splice(at + 1, 0, second);
    });
    expect(mapped(doc).rows.find((r) => r.row === at + 2)?.values.severity).toBe('');
  });

  it('counts a row continuing the merged cells of the row above as the same record', () => {
    const pfmea = set.pfmea;
    const at = firstRowOf(pfmea, '50');
    const doc = edited(pfmea, 'pfmea', (rows, merges) => {
      rows.splice(at + 1, 0, [...rows[at]!]);
      for (let c = 0; c < pfmea.header.length; c++) merges.push({ s: { r: at, c }, e: { r: at + 1, c } });
    });
    const table = mapped(doc);
    expect(table.rows).toHaveLength(pfmea.rows.length);
    expect(table.skipped).toEqual([expect.objectContaining({ row: at + 2, reason: 'continuation' })]);
  });

  it('does not check a heading row inside a control plan as an entry', () => {
    const cp = set.controlPlan;
    const at = firstRowOf(cp, '50');
    const doc = edited(cp, 'cp', (rows) => {
      const heading = Array<string>(cp.header.length).fill('');
      heading[column(cp, 'operationNumber')] = '50';
      heading[column(cp, 'processName')] = 'Kaynak';
      heading[column(cp, 'processCharacteristic')] = 'Kademe';
      heading[column(cp, 'specification')] = '1. kademe';
      rows.splice(at, 0, heading);
    });
    expect(
      findingsOf([fixtureToExtracted(set.flow, 'flow'), fixtureToExtracted(set.pfmea, 'p'), doc]),
    ).toEqual([]);
  });

  it('keeps an unnumbered first step of a process flow as a step, not a sub-heading', () => {
    const flow = edited(set.flow, 'flow', (rows) => {
      rows[set.flow.title.length + 1]![column(set.flow, 'stepNumber')] = '';
    });
    const findings = runAudit([
      flow,
      fixtureToExtracted(set.pfmea, 'p'),
      fixtureToExtracted(set.controlPlan, 'cp'),
    ]).findings;
    expect(findings.find((f) => f.ruleId === 'pfd-unnumbered-steps')?.evidence.row).toBe(
      set.flow.title.length + 2,
    );
  });
});
