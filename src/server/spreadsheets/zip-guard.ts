import { REFUSALS, SpreadsheetRefused } from './spreadsheet-refusal';
import { assertInflatedSizes, readZipDirectory, ZipRefused, type ZipBudget } from './zip-container';

export type ZipLimits = ZipBudget;

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 64 * 1024 * 1024 };

const refusalOf = (error: ZipRefused) =>
  error.kind === 'too-large'
    ? REFUSALS.expanded
    : error.kind === 'encrypted'
      ? REFUSALS.encrypted
      : error.kind === 'damaged'
        ? REFUSALS.unreadable
        : REFUSALS.malformedContainer;

/**
 * A zip that is a spreadsheet (has xl/workbook.xml), whose local headers agree with its directory
 * and whose inflated parts stay within the limits (zip-container.ts), or a refusal: SheetJS inflates
 * by the local headers, so nothing else may reach it.
 */
export function checkSpreadsheetZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  try {
    const entries = readZipDirectory(bytes, limits);
    if (!entries.some((e) => e.name === 'xl/workbook.xml'))
      throw new SpreadsheetRefused(REFUSALS.unsupported);
    assertInflatedSizes(bytes, entries, limits);
  } catch (error) {
    if (error instanceof ZipRefused) throw new SpreadsheetRefused(refusalOf(error));
    throw error;
  }
}
