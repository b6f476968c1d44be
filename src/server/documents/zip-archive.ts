import { unzipSync, zipSync, type Unzipped } from 'fflate';

/** Bounds of one Office file's zip: a zip bomb is refused before anything is inflated. */
export const ZIP_LIMITS = {
  /** Entries in the central directory at most. */
  maxEntries: 5_000,
  /** Declared uncompressed bytes of the entries read at most (all of them together). */
  maxTotalBytes: 200 * 1024 * 1024,
  /** Declared uncompressed bytes of one entry at most. */
  maxEntryBytes: 100 * 1024 * 1024,
  /** Declared uncompressed ÷ compressed of one sizeable entry at most (XML compresses ~10-30×). */
  maxRatio: 200,
} as const;

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
 * Inflates the entries `wanted` selects, after checking the declared sizes of those entries. fflate
 * inflates each entry into a buffer of its declared size and never grows it, so an entry that lies
 * about its size cannot inflate past the bound either.
 */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Unzipped {
  const entries = listZipEntries(bytes).filter((entry) => wanted(entry.name));
  let total = 0;
  for (const entry of entries) {
    // Bit 0 of the general-purpose flags is not exposed; an encrypted entry has no usual method.
    if (entry.compression !== 0 && entry.compression !== 8) {
      throw new ZipProblem('encrypted', 'zip parçası şifreli veya desteklenmeyen biçimde sıkıştırılmış');
    }
    if (entry.originalSize > ZIP_LIMITS.maxEntryBytes) {
      throw new ZipProblem('too-large', `'${entry.name}' açıldığında sınırdan büyük`);
    }
    if (entry.originalSize > 1024 * 1024 && entry.originalSize > entry.size * ZIP_LIMITS.maxRatio) {
      throw new ZipProblem(
        'too-large',
        `'${entry.name}' olağan dışı sıkıştırma oranında (zip bombası olabilir)`,
      );
    }
    total += entry.originalSize;
    if (total > ZIP_LIMITS.maxTotalBytes) {
      throw new ZipProblem('too-large', 'dosya açıldığında toplam boyut sınırı aşılıyor');
    }
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
