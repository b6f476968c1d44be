import { COMPANION_MESSAGES, type TImportCompanion } from './contract';
import type { TFmeaHeaderField } from './fmea-synonyms';
import type { CompiledSynonyms, DetectedHeader } from './header-detection';
import { findCompanion, joinedSheet, joinRows } from './join-sheets';
import { readRows, type SheetRead } from './read-rows';
import type { TSheetGrid } from './workbook';

type Header = DetectedHeader<TFmeaHeaderField>;

export interface CompletedSheet {
  sheet: TSheetGrid;
  header: Header;
  /** Columns of the sheet's own; the ones after it were taken from the other sheet. */
  ownWidth: number;
  /** Review letters of columns taken from the other sheet ("'4. Failure Analysis'!A"). */
  letters: ReadonlyMap<number, string>;
  companion: TImportCompanion | null;
}

/**
 * Completes the chosen sheet from another sheet of the same FMEA when that is sound (join-sheets.ts):
 * the joined grid and header, or the sheet as it is with a report naming the other sheet and why
 * nothing was taken. A complete FMEA sheet is completed only from sheets that are not FMEAs
 * themselves (sumitduc's product sheets are never merged).
 */
export function completeFromCompanion(
  sheets: readonly TSheetGrid[],
  index: number,
  header: Header,
  headers: {
    /** Headers with S, O and D (null: the sheet is no FMEA on its own). */
    full: readonly (Header | null)[];
    /** Headers that name at least the failure mode (for the sheets that may complete another). */
    partial: readonly (Header | null)[];
  },
  compiled: CompiledSynonyms<TFmeaHeaderField>,
  baseRead: SheetRead | null,
): CompletedSheet {
  const sheet = sheets[index];
  const alone: CompletedSheet = {
    sheet: sheet ?? { name: '', rows: [], merges: [] },
    header,
    ownWidth: Infinity,
    letters: new Map(),
    companion: null,
  };
  if (!sheet || sheets.length < 2) return alone;
  const baseIsFmea = headers.full[index] !== null;
  const found = findCompanion(header, index, headers.partial, (i) => !baseIsFmea || headers.full[i] === null);
  const other = found ? sheets[found.index] : undefined;
  const otherHeader = found ? headers.partial[found.index] : null;
  if (!found || !other || !otherHeader) return alone;

  const base = baseRead ?? readRows(sheet, header, compiled);
  const companion = readRows(other, otherHeader, compiled);
  if (!('rows' in base) || !('rows' in companion)) return alone;
  const bothHaveSeverity =
    header.mapping.severity !== undefined && otherHeader.mapping.severity !== undefined;
  const pairing = joinRows(base.rows, companion.rows, bothHaveSeverity);
  const name = other.name.trim();
  if ('failure' in pairing) {
    const message =
      pairing.failure === 'unmatched'
        ? COMPANION_MESSAGES.unmatched(name, found.fields)
        : COMPANION_MESSAGES.severityDiffers(name, found.fields);
    return {
      ...alone,
      companion: {
        sheet: other.name,
        fields: found.fields,
        joined: false,
        rows: 0,
        reason: pairing.failure,
        message,
      },
    };
  }
  const joined = joinedSheet(
    { sheet, header, rows: base.rows },
    { sheet: other, header: otherHeader, rows: companion.rows },
    found.fields,
    pairing.pairs,
  );
  return {
    ...joined,
    ownWidth: header.columns.length,
    companion: {
      sheet: other.name,
      fields: found.fields,
      joined: true,
      rows: pairing.pairs.length,
      reason: null,
      message: COMPANION_MESSAGES.joined(name, found.fields, pairing.pairs.length),
    },
  };
}
