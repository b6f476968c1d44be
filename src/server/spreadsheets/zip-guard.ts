import { Inflate } from 'fflate';
import { REFUSALS, SpreadsheetRefused } from './spreadsheet-refusal';

export interface ZipLimits {
  /** Entries at most (an .xlsx has a few dozen). */
  maxEntries: number;
  /** Uncompressed bytes of all entries together, declared and actually inflated. */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 64 * 1024 * 1024 };

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const CHUNK = 64 * 1024;

const unreadable = () => new SpreadsheetRefused(REFUSALS.unreadable);
const expanded = () => new SpreadsheetRefused(REFUSALS.expanded);

/** Reads the central directory (the zip's table of contents) without decompressing anything. */
export function readCentralDirectory(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 + 65 535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which no spreadsheet of a sane size needs.
  if (count === 0xffff || offset === 0xffffffff || size === 0xffffffff) throw expanded();
  if (count > limits.maxEntries) throw expanded();
  if (offset + size > eocd) throw unreadable();
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL) throw unreadable();
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const entrySize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength));
    total += entrySize;
    if (total > limits.maxTotalBytes) throw expanded();
    entries.push({ name, method, compressedSize, size: entrySize, localOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry into nothing, counting bytes, and stops as soon as the total passes the
 * limit: a zip bomb declares small sizes in its directory and expands anyway, so the declared
 * sizes alone are not trusted before the spreadsheet library inflates the parts for real.
 */
export function assertInflatedSize(bytes: Uint8Array, entries: readonly ZipEntry[], limits: ZipLimits): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of entries) {
    const p = entry.localOffset;
    if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL) throw unreadable();
    const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
    const end = start + entry.compressedSize;
    if (end > bytes.length) throw unreadable();
    if (entry.method === 0) {
      total += entry.compressedSize;
      if (total > limits.maxTotalBytes) throw expanded();
      continue;
    }
    if (entry.method !== 8) throw unreadable();
    const inflate = new Inflate((chunk) => {
      total += chunk.length;
      if (total > limits.maxTotalBytes) throw expanded();
    });
    try {
      for (let i = start; i < end; i += CHUNK)
        inflate.push(bytes.subarray(i, Math.min(end, i + CHUNK)), i + CHUNK >= end);
    } catch (error) {
      if (error instanceof SpreadsheetRefused) throw error;
      throw unreadable();
    }
  }
}

/** A zip that is a spreadsheet (has xl/workbook.xml) and stays within the limits, or a refusal. */
export function checkSpreadsheetZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  const entries = readCentralDirectory(bytes, limits);
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new SpreadsheetRefused(REFUSALS.unsupported);
  assertInflatedSize(bytes, entries, limits);
}
