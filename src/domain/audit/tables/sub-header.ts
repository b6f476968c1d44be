import {
  assignFields,
  type CompiledSynonyms,
  type DetectedHeader,
  kindBelow,
  matchHeader,
} from '../../fmea/import/header-detection';
import { cleanCellText } from '../../shared/tables/cell-values';
import { combineHeaderPieces } from '../../shared/tables/header-text';
import { mergeContinuations, type TSheetGrid } from '../../fmea/import/workbook';

const MAX_EXTRA_ROWS = 2;

/**
 * A row of headings: no digit anywhere, and at least half of its filled cells name a field ('Yeni
 * Ş' names none alone); `all` when every one of them does.
 */
function headingRow<F extends string>(
  cells: readonly string[],
  compiled: CompiledSynonyms<F>,
): 'all' | 'most' | null {
  const filled = cells.map(cleanCellText).filter((t) => t !== '');
  if (filled.length === 0 || filled.some((t) => /\d/.test(t))) return null;
  const named = filled.filter((t) => matchHeader(compiled, [t]) !== null).length;
  if (named === filled.length) return 'all';
  return named * 2 >= filled.length ? 'most' : null;
}

function sameCells(a: readonly string[], b: readonly string[]): boolean {
  const width = Math.max(a.length, b.length);
  let filled = 0;
  for (let c = 0; c < width; c++) {
    const text = cleanCellText(a[c] ?? '');
    if (text !== cleanCellText(b[c] ?? '')) return false;
    if (text !== '') filled += 1;
  }
  return filled > 0;
}

/**
 * The header with the sub-heading rows under it ('Önleme' and 'Tespit' under 'Mevcut Proses
 * Kontrolleri', 'Alınan Faaliyetler', 'Yeni Ş' under 'Faaliyet Sonuçları') when the shared detection
 * stopped above them (a deeper header that scores the same loses to the shallower one there): such
 * a row is part of the header, never a data row. Kept only when the deeper reading names at least
 * as much, and more when some of the row's words name nothing.
 */
export function withSubHeadingRows<F extends string>(
  grid: TSheetGrid,
  header: DetectedHeader<F>,
  compiled: CompiledSynonyms<F>,
): DetectedHeader<F> {
  let current = header;
  const continuations = mergeContinuations(grid.merges);
  for (let extra = 0; extra < MAX_EXTRA_ROWS; extra++) {
    const next = current.row + current.depth;
    // A Word table gives a header cell merged down as the same text in every row it covers: a row
    // repeating the header row above it, cell for cell, is that row again.
    const repeat = sameCells(grid.rows[next] ?? [], grid.rows[next - 1] ?? []);
    const heading = repeat ? 'all' : headingRow(grid.rows[next] ?? [], compiled);
    if (heading === null) break;
    const depth = current.depth + 1;
    const width = Math.max(...grid.rows.slice(current.row, next + 1).map((r) => r.length));
    const pieces = Array.from({ length: width }, (_, c) =>
      combineHeaderPieces(grid.rows.slice(current.row, next + 1).map((r) => r[c] ?? '')),
    );
    const { mapping, score } = assignFields(compiled, pieces, (c) =>
      kindBelow(grid, current.row + depth, c, continuations),
    );
    // A row whose words only partly name fields must name more than the header did (an unnumbered
    // first step, 'Hammadde Kabul | Muayene', is data: its words add nothing).
    const before = Object.keys(current.mapping).length;
    const after = Object.keys(mapping).length;
    if (after < before || (heading === 'most' && after === before)) break;
    current = {
      row: current.row,
      depth,
      mapping,
      score,
      columns: pieces.map((p, index) => ({ index, header: p.join(' / ') })),
    };
  }
  return current;
}
