import { unzipSync, zipSync, type Unzipped } from 'fflate';
import { checkZipContainer, ZipRefused, type ZipBudget } from '../spreadsheets/zip-container';

/** Bounds of one Office document's zip (all entries, declared and inflated): a zip bomb stops here. */
export const ZIP_LIMITS: ZipBudget = {
  maxEntries: 5_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 200,
};

export class ZipProblem extends Error {
  constructor(
    readonly code: 'corrupt' | 'too-large' | 'encrypted',
    message: string,
  ) {
    super(message);
  }
}

export interface ZipEntryInfo {
  name: string;
  /** Compressed bytes. */
  size: number;
  /** Uncompressed bytes as the central directory declares them. */
  originalSize: number;
  compression: number;
}

/** The central directory's entries, nothing inflated. A damaged zip is a ZipProblem('corrupt'). */
export function listZipEntries(bytes: Uint8Array): ZipEntryInfo[] {
  const entries: ZipEntryInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (entries.length >= ZIP_LIMITS.maxEntries) {
          throw new ZipProblem('too-large', `zip dosyasında ${ZIP_LIMITS.maxEntries}'den fazla parça var`);
        }
        entries.push({ ...file });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipProblem) throw error;
    throw new ZipProblem('corrupt', 'zip yapısı okunamadı');
  }
  return entries;
}

/**
 * Inflates the entries `wanted` selects, after the container guard (zip-container.ts) found every
 * local header in agreement with the directory and inflated all entries within the budget: fflate
 * reads by the directory, which is then also what the file holds.
 */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Unzipped {
  try {
    checkZipContainer(bytes, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefused) {
      throw new ZipProblem(
        error.kind === 'malformed' || error.kind === 'damaged' ? 'corrupt' : error.kind,
        error.detail,
      );
    }
    throw error;
  }
  try {
    return unzipSync(bytes, { filter: (file) => wanted(file.name) });
  } catch {
    throw new ZipProblem('corrupt', 'zip parçaları açılamadı');
  }
}

/**
 * The same Office file rebuilt from bounded entries only, for readers (mammoth) that inflate with
 * their own unbounded zip code: what they receive can no longer expand beyond the checked sizes.
 */
export function boundedZipCopy(
  bytes: Uint8Array,
  wanted: (name: string) => boolean = () => true,
): Uint8Array {
  return zipSync(readZipEntries(bytes, wanted), { level: 1 });
}
