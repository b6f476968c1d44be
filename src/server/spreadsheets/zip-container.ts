import { Inflate } from 'fflate';

/**
 * The one guard of Office containers (.xlsx/.xlsm/.docx/.pptx): before SheetJS, mammoth or the PPTX
 * reader sees a byte, every entry's local header must say what the central directory says, and the
 * entries are inflated into nothing with a running count that stops at the budget. Readers disagree
 * on which record they trust (SheetJS takes the local header's method and sizes, fflate and JSZip
 * the directory's), so a file where the two differ is refused instead of checked by one and read by
 * the other.
 */
export interface ZipBudget {
  /** Entries at most (an .xlsx has a few dozen, a .pptx a few hundred). */
  maxEntries: number;
  /** Uncompressed bytes of all entries together, declared and actually inflated. */
  maxTotalBytes: number;
  /** Declared uncompressed ÷ compressed of an entry over 1 MiB at most (XML compresses ~10-30×). */
  maxRatio?: number;
}

/**
 * damaged: no end record (what an interrupted copy leaves); malformed: readable records that
 * disagree (what a crafted file is); too-large: over the budget; encrypted: zip-level encryption.
 */
export type ZipRefusalKind = 'damaged' | 'malformed' | 'too-large' | 'encrypted';

/** Why a container is refused; `detail` is Turkish, for a finding or a log, never file content. */
export class ZipRefused extends Error {
  constructor(
    readonly kind: ZipRefusalKind,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Where the compressed bytes start (after the local header). */
  dataStart: number;
  /** Where this entry's records end (data plus its data descriptor). */
  end: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const ZIP64_EXTRA = 0x0001;
const ENCRYPTED = 0x0001;
const STRONG_ENCRYPTION = 0x0040;
const HAS_DESCRIPTOR = 0x0008;
const CHUNK = 64 * 1024;
const RATIO_FLOOR = 1024 * 1024;

const malformed = (detail: string) => new ZipRefused('malformed', detail);
const tooLarge = (detail: string) => new ZipRefused('too-large', detail);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The end record, found as SheetJS and JSZip find it (the last signature) and required to end the file. */
function findEnd(bytes: Uint8Array, view: DataView): number {
  for (let i = bytes.length - 4; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) !== EOCD) continue;
    // A fake end record inside the comment would make readers that scan differently see two zips.
    if (i + 22 > bytes.length || i + 22 + view.getUint16(i + 20, true) !== bytes.length) {
      throw malformed('zip sonu kaydı tutarsız');
    }
    return i;
  }
  throw new ZipRefused('damaged', 'zip içindekiler tablosu bulunamadı (dosya eksik kopyalanmış olabilir)');
}

function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  for (let p = start; p + 4 <= start + length; p += 4 + view.getUint16(p + 2, true)) {
    if (view.getUint16(p, true) === ZIP64_EXTRA) return true;
  }
  return false;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The central directory's entries, each checked against its local header: name, method, flags and
 * (without a data descriptor) CRC and sizes must agree; a data descriptor must carry the directory's
 * sizes; entries may not overlap one another or the directory. Nothing is inflated here.
 */
export function readZipDirectory(bytes: Uint8Array, budget: ZipBudget): ZipEntry[] {
  if (bytes.length < 22) throw new ZipRefused('damaged', 'zip içindekiler tablosu bulunamadı');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEnd(bytes, view);
  const disk = view.getUint16(eocd + 4, true);
  const onDisk = view.getUint16(eocd + 8, true);
  const count = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which no Office file of a sane size needs.
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) {
    throw tooLarge('ZIP64 biçimi desteklenmiyor');
  }
  // Readers take the count from different fields and the directory from different ends.
  if (disk !== 0 || onDisk !== count || dirOffset + dirSize !== eocd) {
    throw malformed('zip içindekiler tablosu tutarsız');
  }
  if (count > budget.maxEntries) throw tooLarge(`zip dosyasında ${budget.maxEntries} parçadan fazlası var`);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let declared = 0;
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL)
      throw malformed('zip içindekiler tablosu bozuk');
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const next = p + 46 + nameLength + extraLength + view.getUint16(p + 32, true);
    if (next > eocd) throw malformed('zip içindekiler tablosu bozuk');
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    const entry = checkLocal(bytes, view, {
      name: new TextDecoder().decode(nameBytes),
      nameBytes,
      flags: view.getUint16(p + 8, true),
      method: view.getUint16(p + 10, true),
      crc: view.getUint32(p + 16, true),
      compressedSize: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      localOffset: view.getUint32(p + 42, true),
      zip64: hasZip64Extra(view, p + 46 + nameLength, extraLength),
      dirOffset,
    });
    if (names.has(entry.name)) throw malformed(`'${entry.name}' parçası iki kez var`);
    names.add(entry.name);
    declared += entry.size;
    if (declared > budget.maxTotalBytes) {
      throw tooLarge(`dosya açıldığında ${mb(budget.maxTotalBytes)} sınırını aşıyor`);
    }
    if (
      budget.maxRatio !== undefined &&
      entry.size > RATIO_FLOOR &&
      entry.size > entry.compressedSize * budget.maxRatio
    ) {
      throw tooLarge(`'${entry.name}' olağan dışı sıkıştırma oranında (zip bombası olabilir)`);
    }
    entries.push(entry);
    p = next;
  }
  if (p !== eocd) throw malformed('zip içindekiler tablosu tutarsız');
  assertNoOverlap(entries);
  return entries;
}

interface CentralRecord {
  name: string;
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  zip64: boolean;
  dirOffset: number;
}

function checkLocal(bytes: Uint8Array, view: DataView, c: CentralRecord): ZipEntry {
  const where = `'${c.name}'`;
  if (c.flags & (ENCRYPTED | STRONG_ENCRYPTION))
    throw new ZipRefused('encrypted', `${where} parçası şifreli`);
  if (c.method !== 0 && c.method !== 8) throw malformed(`${where} desteklenmeyen biçimde sıkıştırılmış`);
  if (c.zip64) throw tooLarge('ZIP64 biçimi desteklenmiyor');
  const p = c.localOffset;
  if (p + 30 > c.dirOffset || view.getUint32(p, true) !== LOCAL)
    throw malformed(`${where} yerel başlığı yok`);
  const flags = view.getUint16(p + 6, true);
  const nameLength = view.getUint16(p + 26, true);
  const extraLength = view.getUint16(p + 28, true);
  const dataStart = p + 30 + nameLength + extraLength;
  if (dataStart > c.dirOffset) throw malformed(`${where} yerel başlığı bozuk`);
  const descriptor = (c.flags & HAS_DESCRIPTOR) !== 0;
  const mismatch =
    view.getUint16(p + 8, true) !== c.method ||
    (flags & (ENCRYPTED | STRONG_ENCRYPTION | HAS_DESCRIPTOR)) !==
      (c.flags & (ENCRYPTED | STRONG_ENCRYPTION | HAS_DESCRIPTOR)) ||
    !sameBytes(bytes.subarray(p + 30, p + 30 + nameLength), c.nameBytes) ||
    hasZip64Extra(view, p + 30 + nameLength, extraLength) ||
    !localSizesAgree(view, p, c, descriptor);
  if (mismatch) throw malformed(`${where} yerel başlığı içindekiler tablosuyla uyuşmuyor`);
  if (c.method === 0 && c.compressedSize !== c.size) throw malformed(`${where} boyutları tutarsız`);
  const dataEnd = dataStart + c.compressedSize;
  const end = descriptor ? descriptorEnd(view, dataEnd, c) : dataEnd;
  if (end > c.dirOffset) throw malformed(`${where} içindekiler tablosunun üzerine taşıyor`);
  return {
    name: c.name,
    method: c.method,
    flags: c.flags,
    compressedSize: c.compressedSize,
    size: c.size,
    localOffset: p,
    dataStart,
    end,
  };
}

/** Without a data descriptor the local CRC and sizes are the directory's; with one they are 0 (or the same). */
function localSizesAgree(view: DataView, p: number, c: CentralRecord, descriptor: boolean): boolean {
  const crc = view.getUint32(p + 14, true);
  const compressed = view.getUint32(p + 18, true);
  const size = view.getUint32(p + 22, true);
  const same = crc === c.crc && compressed === c.compressedSize && size === c.size;
  if (!descriptor) return same;
  // SheetJS trusts non-zero local sizes even with a descriptor, so they must be zero or exact.
  return (compressed === 0 && size === 0) || same;
}

/** The data descriptor after the data (its signature is optional) must repeat the directory's sizes. */
function descriptorEnd(view: DataView, at: number, c: CentralRecord): number {
  if (at + 12 > c.dirOffset) throw malformed(`'${c.name}' veri tanımlayıcısı yok`);
  const signed = at + 16 <= c.dirOffset && view.getUint32(at, true) === DESCRIPTOR;
  const p = signed ? at + 4 : at;
  const agrees =
    view.getUint32(p, true) === c.crc &&
    view.getUint32(p + 4, true) === c.compressedSize &&
    view.getUint32(p + 8, true) === c.size;
  if (!agrees) throw malformed(`'${c.name}' veri tanımlayıcısı içindekiler tablosuyla uyuşmuyor`);
  return p + 12;
}

/** Two entries sharing bytes is how overlapping-file bombs multiply one deflate stream. */
function assertNoOverlap(entries: readonly ZipEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.localOffset < sorted[i - 1]!.end) throw malformed('zip parçaları üst üste biniyor');
  }
}

/**
 * Inflates every deflated entry into nothing, counting: the whole stops at the budget (413), and an
 * entry whose stream gives other than its declared size, or does not end inside its bytes, is
 * malformed (415). The declared sizes are never trusted alone.
 */
export function assertInflatedSizes(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  budget: ZipBudget,
): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.method === 0) {
      total += entry.size;
      if (total > budget.maxTotalBytes)
        throw tooLarge(`dosya açıldığında ${mb(budget.maxTotalBytes)} sınırını aşıyor`);
      continue;
    }
    let produced = 0;
    const inflate = new Inflate((chunk) => {
      produced += chunk.length;
      total += chunk.length;
      // The budget, not the declared size, bounds the work: a lying entry is counted to the
      // budget (413) or, when it stays within, refused below for its size (415).
      if (total > budget.maxTotalBytes)
        throw tooLarge(`dosya açıldığında ${mb(budget.maxTotalBytes)} sınırını aşıyor`);
    });
    const end = entry.dataStart + entry.compressedSize;
    try {
      if (entry.compressedSize === 0) inflate.push(new Uint8Array(0), true);
      for (let i = entry.dataStart; i < end; i += CHUNK) {
        inflate.push(bytes.subarray(i, Math.min(end, i + CHUNK)), i + CHUNK >= end);
      }
    } catch (error) {
      if (error instanceof ZipRefused) throw error;
      throw malformed(`'${entry.name}' parçası açılamadı`);
    }
    if (produced !== entry.size) throw malformed(`'${entry.name}' bildirdiğinden farklı boyutta açılıyor`);
  }
}

/** The full check: a consistent directory, then a bounded inflation of every entry. */
export function checkZipContainer(bytes: Uint8Array, budget: ZipBudget): ZipEntry[] {
  const entries = readZipDirectory(bytes, budget);
  assertInflatedSizes(bytes, entries, budget);
  return entries;
}
