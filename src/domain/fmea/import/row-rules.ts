import { SKIP_KIND_REASONS } from '../../shared/tables/skip-rows';
import type { SKIP_CODES } from './contract';
import { matchHeader, type CompiledSynonyms } from './header-detection';
import { cleanCellText, isExcelError, parseNumber } from '../../shared/tables/cell-values';

/** Why a row of the sheet was not imported; each reason is shown to the user with the row number. */
export const SKIP_REASONS: Record<(typeof SKIP_CODES)[number], string> = {
  blank: 'Boş satır',
  continuation: 'Yalnızca üstteki birleştirilmiş hücrelerin devamı; yeni bilgi yok',
  errors: 'Yalnızca Excel hata değerleri içeriyor (#VALUE!, #REF! …)',
  repeated_header: 'Tekrarlanan başlık satırı',
  no_fmea_data: 'FMEA sütunlarında veri yok',
  ...SKIP_KIND_REASONS,
};

/** Own (not merge-continuation) non-empty cells of a row. */
export function ownCells(cells: readonly string[], continuation: Set<number> | undefined): string[] {
  const own: string[] = [];
  for (let c = 0; c < cells.length; c++) {
    if (continuation?.has(c)) continue;
    const text = cleanCellText(cells[c] ?? '');
    if (text !== '') own.push(text);
  }
  return own;
}

export const isBlankRow = (cells: readonly string[]): boolean =>
  cells.every((cell) => cleanCellText(cell ?? '') === '');

/** Every own cell holds an Excel error (sebasgo24's 138 rows of cached #VALUE!). */
export const isErrorRow = (own: readonly string[]): boolean => own.length > 0 && own.every(isExcelError);

/**
 * The header written again between blocks (a new printed page): no rating column holds a number,
 * and at least two of them hold their own heading ('Şiddet', 'SEV', …). Data texts such as
 * 'Hata modu 12' or 'Neden: operatör' never make a header.
 */
export function isRepeatedHeader<F extends string>(
  cells: readonly string[],
  mapping: Partial<Record<F, number>>,
  compiled: CompiledSynonyms<F>,
  ratingFields: readonly F[],
): boolean {
  const ratings = ratingFields.flatMap((field) => {
    const column = mapping[field];
    return column === undefined ? [] : [{ field, text: cleanCellText(cells[column] ?? '') }];
  });
  if (ratings.some((r) => r.text === '' || parseNumber(r.text) !== null)) return false;
  const hits = ratings.filter(
    (r) => matchHeader(compiled, [r.text.replace(/\n/g, ' ')])?.field === r.field,
  ).length;
  return hits >= 2;
}
