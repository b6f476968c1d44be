import type { TDocumentFormat } from '../../domain/audit/api-contract';
import { listZipEntries, ZipProblem } from './zip-archive';

const PDF_MAGIC = Buffer.from('%PDF-');
/** How far into a file '%PDF-' may start (readers allow leading junk): a PDF is known by this much. */
export const PDF_MAGIC_WINDOW = 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** What a file is by its content, and whether it is a password-protected Office file. */
export interface DetectedFormat {
  format: TDocumentFormat;
  /** An Office file saved with a password: an OLE container holding 'EncryptedPackage'. */
  encrypted: boolean;
}

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/**
 * Decides what the bytes are, never from the name: '%PDF-' (within the first KiB, as readers
 * allow), a zip whose parts say DOCX/XLSX/PPTX, or an OLE compound file whose streams say
 * DOC/XLS/PPT (or an encrypted OOXML package). Anything else is 'unknown'.
 */
export function detectFormat(bytes: Uint8Array): DetectedFormat {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF_MAGIC_WINDOW).includes(PDF_MAGIC)) return { format: 'pdf', encrypted: false };
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return { format: zipFormat(bytes), encrypted: false };
  if (buffer.subarray(0, 8).equals(CFB_MAGIC)) return oleFormat(buffer);
  return { format: 'unknown', encrypted: false };
}

function zipFormat(bytes: Uint8Array): TDocumentFormat {
  let names: Set<string>;
  try {
    names = new Set(listZipEntries(bytes).map((entry) => entry.name));
  } catch (error) {
    if (error instanceof ZipProblem) return 'unknown';
    throw error;
  }
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('ppt/presentation.xml')) return 'pptx';
  return 'unknown';
}

/**
 * An OLE compound file keeps its stream names (UTF-16LE) in directory sectors; the names are looked
 * for in the whole file, which for these formats is as reliable as walking the directory and far
 * shorter. 'EncryptedPackage' is how Office stores a password-protected DOCX/XLSX/PPTX.
 */
function oleFormat(buffer: Buffer): DetectedFormat {
  if (buffer.includes(utf16('EncryptedPackage'))) {
    return { format: 'unknown', encrypted: true };
  }
  if (buffer.includes(utf16('WordDocument'))) return { format: 'doc', encrypted: false };
  if (buffer.includes(utf16('Workbook')) || buffer.includes(utf16('Book'))) {
    return { format: 'xls', encrypted: false };
  }
  if (buffer.includes(utf16('PowerPoint Document'))) return { format: 'ppt', encrypted: false };
  return { format: 'unknown', encrypted: false };
}
