import {
  assignFields,
  type CompiledSynonyms,
  type DetectedHeader,
  matchHeader,
} from '../../fmea/import/header-detection';
import { cleanCellText, combineHeaderPieces } from '../../fmea/import/header-text';
import type { TSheetGrid } from '../../fmea/import/workbook';
import { holdsNumbers } from './rating-columns';

const MAX_EXTRA_ROWS = 2;

/** A row of headings: no digit anywhere, and at least half of its filled cells name a field. */
function isHeadingRow<F extends string>(cells: readonly string[], compiled: CompiledSynonyms<F>): boolean {
  const filled = cells.map(cleanCellText).filter((t) => t !== '');
  if (filled.length === 0 || filled.some((t) => /\d/.test(t))) return false;
  const named = filled.filter((t) => matchHeader(compiled, [t]) !== null).length;
  return named * 2 >= filled.length;
}

/**
 * The header with the sub-heading rows under it ('Önleme' and 'Tespit' under 'Mevcut Proses
 * Kontrolleri', 'Alınan Faaliyetler', 'Yeni Ş' under 'Faaliyet Sonuçları') when the shared detection
 * stopped above them (a deeper header that scores the same loses to the shallower one there): such
 * a row is part of the header, never a data row. Kept only when the deeper reading names at least
 * as much.
 */
export function withSubHeadingRows<F extends string>(
  grid: TSheetGrid,
  header: DetectedHeader<F>,
  compiled: CompiledSynonyms<F>,
): DetectedHeader<F> {
  let current = header;
  for (let extra = 0; extra < MAX_EXTRA_ROWS; extra++) {
    const next = current.row + current.depth;
    if (!isHeadingRow(grid.rows[next] ?? [], compiled)) break;
    const depth = current.depth + 1;
    const width = Math.max(...grid.rows.slice(current.row, next + 1).map((r) => r.length));
    const pieces = Array.from({ length: width }, (_, c) =>
      combineHeaderPieces(grid.rows.slice(current.row, next + 1).map((r) => r[c] ?? '')),
    );
    const { mapping, score } = assignFields(compiled, pieces, (c) =>
      holdsNumbers(grid, current.row + depth, c),
    );
    const before = Object.keys(current.mapping).length;
    if (Object.keys(mapping).length < before) break;
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
