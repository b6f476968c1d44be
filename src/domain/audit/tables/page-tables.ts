import type { TAuditTable, TExtractedDocument } from '../contract';
import { classifyTable, type Vocabularies } from './classify-table';

/** Same width, give or take an empty trailing column the reader kept on one page. */
function sameWidth(a: TAuditTable, b: TAuditTable): boolean {
  const width = (t: TAuditTable) => Math.max(0, ...t.rows.map((r) => r.cells.length));
  return Math.abs(width(a) - width(b)) <= 1;
}

function sameHeader(a: ReturnType<typeof classifyTable>, b: ReturnType<typeof classifyTable>): boolean {
  return (
    a !== null &&
    b !== null &&
    a.kind === b.kind &&
    JSON.stringify(a.table.headers) === JSON.stringify(b.table.headers)
  );
}

/**
 * A PDF table that runs over several pages is one table (issue 19): a page's table that continues
 * the previous page's (the next page, the same width, and no header of its own or the same header
 * repeated) is appended under it, so the header of the first page applies to the rows of the next.
 * Rows are renumbered in order; `toPage` keeps the last page for the evidence ('Sayfa 4-5').
 */
export function joinPageTables(doc: TExtractedDocument, vocab: Vocabularies): TAuditTable[] {
  const joined: TAuditTable[] = [];
  let previous: { table: TAuditTable; lastPage: number; found: ReturnType<typeof classifyTable> } | null =
    null;
  for (const table of doc.tables) {
    const page = table.page;
    const found = page === undefined ? null : classifyTable(doc, table, vocab);
    const continues =
      previous !== null &&
      page !== undefined &&
      previous.found !== null &&
      page === previous.lastPage + 1 &&
      sameWidth(previous.table, table) &&
      (found === null || sameHeader(previous.found, found));
    if (!continues || previous === null) {
      joined.push(table);
      previous = page === undefined ? null : { table, lastPage: page, found };
      continue;
    }
    const offset = previous.table.rows.length;
    const last = previous.table.rows.at(-1)?.row ?? 0;
    const merged: TAuditTable = {
      ...previous.table,
      toPage: page,
      rows: [...previous.table.rows, ...table.rows.map((r, i) => ({ row: last + i + 1, cells: r.cells }))],
      merges: [
        ...previous.table.merges,
        ...table.merges.map((m) => ({
          s: { r: m.s.r + offset, c: m.s.c },
          e: { r: m.e.r + offset, c: m.e.c },
        })),
      ],
    };
    joined[joined.length - 1] = merged;
    previous = { table: merged, lastPage: page, found: previous.found };
  }
  return joined;
}
