import { SaxesParser } from 'saxes';

/** A table of an HTML fragment: its rows of cell texts, spans already filled. */
type HtmlTable = string[][];

export interface HtmlContent {
  tables: HtmlTable[];
  /** All text, one line per paragraph, table cells separated by tabs. */
  text: string;
}

interface OpenTable {
  rows: string[][];
  /** Cells still covered by a rowspan from above: column → [text, rows left]. */
  pending: Map<number, [string, number]>;
  row: string[] | null;
  cell: string[] | null;
  cellSpan: { col: number; row: number };
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'br']);

/**
 * Walks mammoth's HTML (well-formed, few tags) with a streaming XML parser: tables become rows of
 * cell text with colspan repeated and rowspan carried down (a merged cell belongs to every row it
 * covers, as the engine expects), a table inside a cell is read as that cell's text.
 */
export function htmlTables(html: string): HtmlContent {
  const parser = new SaxesParser({ fragment: false, position: false });
  const tables: HtmlTable[] = [];
  const stack: OpenTable[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  const flushLine = () => {
    const text = line.join('').trim();
    if (text) lines.push(text);
    line = [];
  };
  const top = () => stack[stack.length - 1];
  const fillPending = (table: OpenTable) => {
    const row = table.row;
    if (!row) return;
    for (let entry = table.pending.get(row.length); entry; entry = table.pending.get(row.length)) {
      row.push(entry[0]);
      if (entry[1] <= 1) table.pending.delete(row.length - 1);
      else entry[1] -= 1;
    }
  };

  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase();
    const table = top();
    if (name === 'table') {
      if (table?.cell)
        return void stack.push({
          rows: [],
          pending: new Map(),
          row: null,
          cell: null,
          cellSpan: { col: 1, row: 1 },
        });
      flushLine();
      stack.push({ rows: [], pending: new Map(), row: null, cell: null, cellSpan: { col: 1, row: 1 } });
    } else if (name === 'tr' && table) {
      table.row = [];
      fillPending(table);
    } else if ((name === 'td' || name === 'th') && table?.row) {
      fillPending(table);
      table.cell = [];
      const span = (attr: string) => Math.min(50, Math.max(1, Number(tag.attributes[attr]) || 1));
      table.cellSpan = { col: span('colspan'), row: span('rowspan') };
    } else if (BLOCKS.has(name)) {
      if (table?.cell && table.cell.length > 0) table.cell.push('\n');
      else if (!table) flushLine();
    }
  });
  parser.on('text', (text) => {
    const table = top();
    if (table?.cell) table.cell.push(text);
    else if (stack.length > 1) {
      // text of a nested table: goes to the enclosing cell
      stack.find((t) => t.cell)?.cell?.push(text);
    } else if (!table) line.push(text);
  });
  parser.on('closetag', (tag) => {
    const name = tag.name.toLowerCase();
    const table = top();
    if (!table) {
      if (BLOCKS.has(name)) flushLine();
      return;
    }
    if ((name === 'td' || name === 'th') && table.cell && table.row) {
      const text = table.cell.join('').trim();
      const column = table.row.length;
      for (let i = 0; i < table.cellSpan.col; i++) {
        table.row.push(text);
        if (table.cellSpan.row > 1) table.pending.set(column + i, [text, table.cellSpan.row - 1]);
      }
      table.cell = null;
      fillPending(table);
    } else if (name === 'tr' && table.row) {
      fillPending(table);
      table.rows.push(table.row);
      table.row = null;
    } else if (name === 'table') {
      stack.pop();
      const outer = top();
      if (outer?.cell) {
        outer.cell.push(table.rows.map((row) => row.join(' ')).join('\n'));
        return;
      }
      tables.push(table.rows);
      for (const row of table.rows) lines.push(row.join('\t'));
    }
  });
  parser.write(`<root>${html}</root>`).close();
  flushLine();
  return { tables, text: lines.join('\n') };
}
