import type { TExtractedDocument } from '../contract';
import type { MappedRow, PfdTable, TPfdField } from './mapped-table';

// '10 Hammadde kabul', 'Op. 20 - Kesme', '30) Kaynak', 'A-250 Sevkiyat': a numbered step on its own line.
const STEP_LINE =
  /^\s*(?:op(?:\.|eration|erasyon)?\s*)?([A-Z]{0,2}-?\d{1,4}[A-Z]?)\s*[-–.:)]?\s+(\S.{1,150})$/iu;
const MIN_STEPS = 3;

/**
 * A process flow written as text (a DOCX or PDF with one numbered step per line, no table): its
 * step lines as a table. Null when fewer than three lines look like steps.
 */
export function textFlowTable(doc: TExtractedDocument): PfdTable | null {
  const rows: MappedRow<TPfdField>[] = [];
  const lines = doc.text.split(/\r?\n/);
  for (let i = 0; i < lines.length && rows.length < 2000; i++) {
    const match = STEP_LINE.exec(lines[i] ?? '');
    if (match?.[1] && match[2])
      rows.push({ row: i + 1, values: { stepNumber: match[1], stepName: match[2].trim() } });
  }
  if (rows.length < MIN_STEPS) return null;
  return {
    documentId: doc.id,
    file: doc.name,
    sheetOrPage: null,
    headerRow: null,
    headers: { stepNumber: 'Adım no (metin)', stepName: 'Adım (metin)' },
    rows,
    context: doc.text.slice(0, 4000),
  };
}
