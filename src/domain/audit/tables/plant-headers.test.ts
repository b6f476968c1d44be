import { describe, expect, it } from 'vitest';
import { ZExtractedDocument, type TExtractedDocumentInput } from '../contract';
import { runAudit } from '../run-audit';
import { buildPlantLinkedSet } from '../testing/plant-linked-set';
import { classifyTable, compileVocabularies } from './classify-table';

function pfmeaOf(documents: readonly TExtractedDocumentInput[]) {
  const doc = ZExtractedDocument.parse(documents[1]);
  const found = classifyTable(doc, doc.tables[0]!, compileVocabularies());
  if (found?.kind !== 'pfmea') throw new Error('not read as a PFMEA');
  return found.table;
}

/** The same set with single headings not merged down: the sub-heading row is empty under them. */
function unmergedHeader(documents: TExtractedDocumentInput[]): TExtractedDocumentInput[] {
  const pfmea = structuredClone(documents[1]!);
  const table = pfmea.tables![0]!;
  const top = table.rows[4]!.cells;
  table.rows[5]!.cells = table.rows[5]!.cells.map((text, i) => (text === top[i] ? '' : text));
  table.merges = (table.merges ?? []).filter((m) => m.s.r === m.e.r);
  return [documents[0]!, pfmea, documents[2]!];
}

describe.each(['tr', 'en'] as const)('a clean linked set with a plant PFMEA header (%s)', (lang) => {
  it('gives 0 findings', () => {
    const { documents } = buildPlantLinkedSet(lang);
    expect(runAudit(documents).findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
  });

  it('gives 0 findings with the single headings not merged down', () => {
    const documents = unmergedHeader(buildPlantLinkedSet(lang).documents);
    expect(runAudit(documents).findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
  });

  it('reads the action, the step, the ratings and the AP from their own columns', () => {
    const { documents, pfmeaRows } = buildPlantLinkedSet(lang);
    const table = pfmeaOf(documents);
    expect(table.rows).toHaveLength(pfmeaRows);
    const row = table.rows[2]!;
    expect(row.values.recommendedAction).toBe(
      lang === 'tr' ? 'Kontrol yöntemini gözden geçir' : 'Review the control method',
    );
    expect(row.values.severity).toBe('8');
    expect(row.values.detection).toBe('4');
    if (lang === 'en') {
      expect(table.headers.processStep).toContain('Process Step');
      expect(table.headers.actionPriority).toContain('PFMEA AP');
      expect(table.headers.cause).toContain('Failure Cause (FC)');
      expect(row.values.processStep).toBe('30 Cutting');
    } else {
      expect(table.headers.recommendedAction).toBe('Önerilen Faaliyet');
      expect(table.headers.detection).toBe('Saptanabilirlik (D)');
    }
  });

  it('never takes the detection controls (text) for the D rating', () => {
    const table = pfmeaOf(unmergedHeader(buildPlantLinkedSet(lang).documents));
    expect(table.headers.detection).toMatch(/Saptanabilirlik \(D\)|Detection \(D\) of FC\/FM/);
    expect(table.rows.every((r) => /^\d+$/.test(r.values.detection ?? ''))).toBe(true);
  });
});
