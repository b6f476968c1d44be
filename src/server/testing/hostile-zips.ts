/**
 * A tiny zip writer for tests that need containers no archiver writes: a local header that
 * disagrees with the central directory, sizes that lie, entries that share bytes.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';

export interface RawEntry {
  name: string;
  /** What the entry holds once inflated. */
  content: Uint8Array;
  method?: 0 | 8;
  /** Write a data descriptor after the data (general-purpose bit 3), local CRC and sizes zero. */
  descriptor?: boolean;
  /** The entry's deflated bytes made elsewhere (a stream too large to hold inflated); `content` unused. */
  deflated?: { data: Uint8Array; crc: number; size: number };
}

/** Header fields as written, each overridable on either record to build a disagreement. */
export interface HeaderFields {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
}

export interface ZipPatches {
  local?: (name: string) => Partial<HeaderFields>;
  central?: (name: string) => Partial<HeaderFields> & { offset?: number };
  /** Central records that point into bytes written for another entry (overlapping entries). */
  extraCentral?: (HeaderFields & { offset: number })[];
}

const text = (s: string) => new TextEncoder().encode(s);

function localRecord(f: HeaderFields, data: Uint8Array, descriptor: HeaderFields | null): Buffer {
  const name = text(f.name);
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(f.flags, 6);
  head.writeUInt16LE(f.method, 8);
  head.writeUInt32LE(f.crc, 14);
  head.writeUInt32LE(f.compressedSize, 18);
  head.writeUInt32LE(f.size, 22);
  head.writeUInt16LE(name.length, 26);
  const parts = [head, Buffer.from(name), Buffer.from(data)];
  if (descriptor) {
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(descriptor.crc, 4);
    d.writeUInt32LE(descriptor.compressedSize, 8);
    d.writeUInt32LE(descriptor.size, 12);
    parts.push(d);
  }
  return Buffer.concat(parts);
}

function centralRecord(f: HeaderFields, offset: number): Buffer {
  const name = text(f.name);
  const head = Buffer.alloc(46);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(20, 6);
  head.writeUInt16LE(f.flags, 8);
  head.writeUInt16LE(f.method, 10);
  head.writeUInt32LE(f.crc, 16);
  head.writeUInt32LE(f.compressedSize, 20);
  head.writeUInt32LE(f.size, 24);
  head.writeUInt16LE(name.length, 28);
  head.writeUInt32LE(offset, 42);
  return Buffer.concat([head, Buffer.from(name)]);
}

/** The fields an honest writer puts in both records, and the bytes it stores. */
export function honestFields(entry: RawEntry): { fields: HeaderFields; data: Uint8Array } {
  if (entry.deflated) {
    const { data, crc, size } = entry.deflated;
    const flags = entry.descriptor ? 0x0008 : 0;
    return { data, fields: { name: entry.name, method: 8, flags, crc, compressedSize: data.length, size } };
  }
  const method = entry.method ?? 8;
  const data = method === 8 ? deflateRawSync(entry.content, { level: 9 }) : entry.content;
  return {
    data,
    fields: {
      name: entry.name,
      method,
      flags: entry.descriptor ? 0x0008 : 0,
      crc: crc32(entry.content) >>> 0,
      compressedSize: data.length,
      size: entry.content.length,
    },
  };
}

/** A zip of `entries`, with the patches applied to the headers as they are written. */
export function rawZip(entries: readonly RawEntry[], patches: ZipPatches = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { fields, data } = honestFields(entry);
    const local = { ...fields, ...(entry.descriptor ? { crc: 0, compressedSize: 0, size: 0 } : {}) };
    const record = localRecord(
      { ...local, ...patches.local?.(entry.name) },
      data,
      entry.descriptor ? fields : null,
    );
    const { offset: movedTo, ...central } = patches.central?.(entry.name) ?? {};
    centrals.push(centralRecord({ ...fields, ...central }, movedTo ?? offset));
    locals.push(record);
    offset += record.length;
  }
  for (const extra of patches.extraCentral ?? []) centrals.push(centralRecord(extra, extra.offset));
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a minimal real workbook (SheetJS wrote them), as entries to re-zip in any way. */
export function workbookEntries(
  rows: (string | number)[][] = [
    ['Şiddet', 'Olasılık'],
    [7, 5],
  ],
): RawEntry[] {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'FMEA');
  const files = unzipSync(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return Object.entries(files).map(([name, content]) => ({ name, content }));
}

/**
 * The file: a real workbook plus a part of `expandedBytes` spaces whose directory record says
 * 'stored' while its local header says 'deflate' — the old guard counted the few compressed bytes as
 * a stored part, SheetJS inflated by the local header.
 */
export function storedVersusDeflate(expandedBytes: number): Buffer {
  return storedVersusDeflateOf({
    name: PADDING,
    content: new Uint8Array(expandedBytes).fill(0x20),
  });
}

const PADDING = 'xl/media/padding.bin';

function storedVersusDeflateOf(big: RawEntry): Buffer {
  return rawZip([...workbookEntries(), big], {
    central: (name) => (name === big.name ? { method: 0 } : {}),
  });
}

/**
 * `storedVersusDeflate` at the size (a 1.06 MB file inflating to ~1 GiB), deflated a MiB at a
 * time so the gigabyte is never held.
 */
export async function storedVersusDeflateStreamed(expandedMiB: number): Promise<Buffer> {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let i = 0; i < expandedMiB; i++) {
    crc = crc32(spaces, crc);
    if (!deflater.write(spaces)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  const deflated = { data: Buffer.concat(chunks), crc: crc >>> 0, size: expandedMiB * spaces.length };
  return storedVersusDeflateOf({ name: PADDING, content: new Uint8Array(0), deflated });
}
