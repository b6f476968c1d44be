import { foldTurkish } from '../../shared/turkish-text';
import { type CompiledSynonyms, type DetectedHeader, detectHeader } from '../../fmea/import/header-detection';
import { headerTokens } from '../../shared/tables/header-text';
import type { TSheetGrid } from '../../fmea/import/workbook';
import type { TAuditTable, TExtractedDocument } from '../contract';
import type { MappedRow, MappedTable } from './mapped-table';
import { RecordReader, type RowRules, sectionTitle } from './record-reader';
import { type SkippedRow } from './row-kinds';
import { skipKind } from '../../shared/tables/skip-rows';
import { cleanCellText } from '../../shared/tables/cell-values';
import { quote } from '../text/blank';
import { withSubHeadingRows } from './sub-header';

/** The table as the shared header detection reads it (rows in order, merges as the reader gave them). */
export function sheetGrid(table: TAuditTable, name: string): TSheetGrid {
  return { name, rows: table.rows.map((r) => r.cells), merges: table.merges };
}

/**
 * Finds the header with the shared detection (first 30 rows, up to 5 header rows deep), with the
 * sub-heading rows under it.
 */
export function detectTableHeader<F extends string>(
  grid: TSheetGrid,
  compiled: CompiledSynonyms<F>,
): DetectedHeader<F> | null {
  const header = detectHeader(grid, compiled, { scanRows: SCAN_ROWS, maxDepth: 5, maxColumns: 256 });
  return header && withSubHeadingRows(grid, header, compiled);
}

const SCAN_ROWS = 30;

/**
 * The grid without what sits to the right of the table's data: a legend or guideline block beside
 * the header (the Shinsung plan numbers its phase legend, and a header row holding a number is taken
 * for a data row). The data's extent is read from the last quarter of the filled rows. Null when
 * nothing would change (a short sheet, or no block to the right).
 */
export function withoutSideBlocks(grid: TSheetGrid): TSheetGrid | null {
  const filled = grid.rows.flatMap((cells, r) => (cells.some((c) => c.trim() !== '') ? [r] : []));
  if (filled.length <= SCAN_ROWS) return null;
  // The last quarter of the rows that hold something is data; a legend beside the header ends above it.
  let extent = -1;
  for (const r of filled.slice(Math.floor((filled.length * 3) / 4))) {
    const cells = grid.rows[r] ?? [];
    for (let c = cells.length - 1; c > extent; c--) {
      if ((cells[c] ?? '').trim() !== '') {
        extent = c;
        break;
      }
    }
  }
  if (extent < 0) return null;
  // Header columns with no data yet (an empty owner column) still belong to the table: cut at the
  // first column left empty by every header row after the data's extent.
  const top = grid.rows.slice(0, SCAN_ROWS);
  const width = Math.max(...top.map((cells) => cells.length));
  let cut = extent + 1;
  while (cut < width && top.some((cells) => (cells[cut] ?? '').trim() !== '')) cut += 1;
  if (cut >= width) return null;
  return { ...grid, rows: grid.rows.map((cells) => cells.slice(0, cut)) };
}

/**
 * The texts a repeated header cell of this column may hold, as folded tokens: each header row's
 * piece and every run of consecutive pieces. The header joins its rows with ' / ', and a bilingual
 * cell writes ' / ' itself ('Operasyon No / Operation No.'): a Word table repeating that cell on
 * each page holds the run, not one piece.
 */
function headerPieceRuns(header: string): Set<string> {
  const pieces = header.split(' / ').map((p) => headerTokens(p).join(' '));
  const runs = new Set<string>();
  for (let start = 0; start < pieces.length; start++)
    for (let end = start + 1; end <= pieces.length; end++)
      runs.add(
        pieces
          .slice(start, end)
          .filter((p) => p !== '')
          .join(' '),
      );
  runs.delete('');
  return runs;
}

/** 'Sayfa 3', the sheet name, or null. */
export function sheetOrPage(table: TAuditTable): string | null {
  if (table.sheet) return table.sheet;
  if (!table.page) return null;
  return table.toPage && table.toPage > table.page
    ? `Sayfa ${table.page}-${table.toPage}`
    : `Sayfa ${table.page}`;
}

const MAX_CONTEXT = 4000;
// A title block is a few rows; a header found deep in a sheet keeps its first rows only.
const MAX_TITLE_ROWS = 30;

/**
 * Builds the mapped table from a detected header: each field's column read in every row below the
 * header, the page header that some plans repeat every printed page skipped (a row that mostly
 * repeats the header's own words), the title block kept as context. Rows that are not records are
 * listed as skipped (row-kinds.ts); blank key cells are filled down like merged ones.
 */
export function toMappedTable<F extends string, G extends string>(
  doc: TExtractedDocument,
  table: TAuditTable,
  header: DetectedHeader<F>,
  fieldOf: (field: F, headerText: string) => G | undefined,
  rules: RowRules<G> = {},
): MappedTable<G> {
  const columns = new Map<G, number>();
  const headers: Partial<Record<G, string>> = {};
  for (const [field, column] of Object.entries(header.mapping) as [F, number][]) {
    const text = header.columns[column]?.header ?? '';
    const target = fieldOf(field, text);
    if (target === undefined || columns.has(target)) continue;
    columns.set(target, column);
    headers[target] = text;
  }
  const headerWords = new Map<number, Set<string>>();
  for (const column of columns.values()) {
    headerWords.set(column, headerPieceRuns(header.columns[column]?.header ?? ''));
  }
  // Data cells repeat ('Ali', 'Aksiyon', 'SPC'): tokenise each distinct text once per table.
  const tokenCache = new Map<string, string>();
  const tokens = (text: string) => {
    let found = tokenCache.get(text);
    if (found === undefined) {
      found = text.length > 200 ? '' : headerTokens(text).join(' ');
      tokenCache.set(text, found);
    }
    return found;
  };
  const repeatsHeader = (cells: readonly string[]) => {
    let same = 0;
    for (const [column, words] of headerWords) {
      const text = tokens(cells[column] ?? '');
      if (text !== '' && words.has(text)) same += 1;
    }
    return same >= Math.min(3, headerWords.size);
  };
  const first = header.row + header.depth;
  const mergeTops = verticalMergeTops(table, new Set(columns.values()));
  const rows: MappedRow<G>[] = [];
  const skipped: SkippedRow[] = [];
  const reader = new RecordReader(rules);
  const lastColumn = Math.max(-1, ...columns.values());
  const ratingColumns = (rules.ratingFields ?? []).flatMap((f) => {
    const column = columns.get(f);
    return column === undefined ? [] : [column];
  });
  for (let i = first; i < table.rows.length; i++) {
    const source = table.rows[i];
    if (!source) continue;
    const firstText = source.cells.find((c) => c.trim() !== '')?.trim() ?? '';
    if (firstText === '') continue;
    const skip = (reason: SkippedRow['reason']) => {
      skipped.push({ row: source.row, reason, text: quote(firstText, 80) });
      if (reason === 'section' || reason === 'total' || reason === 'subtotal') reader.endGroup();
    };
    if (repeatsHeader(source.cells)) {
      skip('sub-header');
      continue;
    }
    // Subtotals, totals and signatures by the shared words, in the table's columns (a legend beside
    // the table says 'Prepared by : …' on data rows); a lone text is left to the audit's section
    // rule below, which knows the table's key columns.
    const kind = skipKind(
      source.cells
        .slice(0, lastColumn + 1)
        .map(cleanCellText)
        .filter((c) => c !== ''),
      ratingColumns.map((c) => source.cells[c] ?? ''),
    );
    if (kind !== null && kind !== 'section') {
      skip(kind);
      continue;
    }
    const values: Partial<Record<G, string>> = {};
    const mergedFrom: Partial<Record<G, number>> = {};
    let merged = false;
    let filled = false;
    let own = false;
    for (const [field, column] of columns) {
      const text = source.cells[column] ?? '';
      values[field] = text;
      if (text.trim() === '') continue;
      filled = true;
      const top = mergeTops.get(`${i}:${column}`);
      if (top !== undefined) {
        mergedFrom[field] = table.rows[top]?.row ?? source.row;
        merged = true;
      }
      if (top === undefined || top === i) own = true;
    }
    if (!filled) continue;
    if (isTitleLine(Object.values(values) as string[])) {
      const signature = Object.values(values).some((v) => /:\s*-?$/.test(v as string));
      skip(signature ? 'signature' : 'section');
      // A title merged over the row that names an operation ('OP 30 - KESME') is a section too.
      if (!signature) reader.startSection(firstText);
      continue;
    }
    const section = sectionTitle(source.cells, values, columns, rules);
    if (section !== null) {
      skip('section');
      reader.startSection(section);
      continue;
    }
    // Every cell repeats a merge that started above: the same record, drawn over two sheet rows.
    if (!own) {
      skip('continuation');
      continue;
    }
    rows.push(reader.read({ row: source.row, values, ...(merged ? { mergedFrom } : {}) }));
  }
  const title = table.rows
    .slice(0, header.row)
    .map((r) => r.cells.filter((c) => c.trim() !== '').join(' '))
    .join('\n');
  return {
    documentId: doc.id,
    file: doc.name,
    sheetOrPage: sheetOrPage(table),
    headerRow: table.rows[header.row + header.depth - 1]?.row ?? null,
    headers,
    rows,
    context: `${title}\n${doc.text.slice(0, MAX_CONTEXT)}`.slice(0, MAX_CONTEXT * 2),
    title: title.slice(0, MAX_CONTEXT),
    titleRows: table.rows.slice(0, Math.min(header.row, MAX_TITLE_ROWS)).map((r) => r.cells),
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

/** 'row:column' (indexes into `table.rows`) of each cell of `columns` inside a merge over several rows → the merge's top row index. */
function verticalMergeTops(table: TAuditTable, columns: ReadonlySet<number>): Map<string, number> {
  const tops = new Map<string, number>();
  // Valid merges never overlap, so each cell is visited once; a crafted file's overlapping ranges
  // stop at this budget (merge tops only refine the duplicate-number rule).
  let budget = table.rows.length * columns.size + 1000;
  for (const merge of table.merges) {
    if (merge.e.r <= merge.s.r) continue;
    for (const c of columns) {
      if (c < merge.s.c || c > merge.e.c) continue;
      const last = Math.min(merge.e.r, table.rows.length - 1);
      for (let r = merge.s.r; r <= last; r++) {
        if (--budget < 0) return tops;
        tops.set(`${r}:${c}`, merge.s.r);
      }
    }
  }
  return tops;
}

/**
 * A footer or title line, not data: one text spread over the row by a merge ('AIAG-VDA FMEA 2019 …'
 * in every column), or only 'key:' cells ('PREPARED BY :', 'APPROVED BY :').
 */
function isTitleLine(values: readonly string[]): boolean {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length === 0) return false;
  if (filled.every((v) => /:\s*-?$/.test(v))) return true;
  return filled.length >= 3 && new Set(filled).size === 1;
}

const OWNER_WORDS = /\b(respons\w*|sorumlu\w*|owner)\b|책임자/u;
const DATE_WORDS = /\b(date|termin|tarih\w*)\b|목표일/u;

/**
 * Whether a header names an owner and a date in one column ('Responsibility & Target Completion
 * Date', AIAG 4th edition): the PFMEA then reads it as the combined field.
 */
export function namesOwnerAndDate(header: string): boolean {
  const folded = foldTurkish(header);
  return OWNER_WORDS.test(folded) && DATE_WORDS.test(folded);
}
