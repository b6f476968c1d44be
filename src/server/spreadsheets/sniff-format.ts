import type { TSpreadsheetFormat } from '../../domain/fmea/import/workbook';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const TEXT_SAMPLE = 8192;
// Text formats that are not tables: a PDF (mostly ASCII at its start), RTF, HTML/XML.
const TEXT_DOCUMENTS = [/^%PDF-/, /^\{\\rtf/, /^\s*</];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** Whether a sample of the file looks like text: no NUL bytes and few control characters. */
function looksLikeText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, TEXT_SAMPLE);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= n * 0.01;
}

/**
 * The file's kind by its first bytes, never by its name: a zip (.xlsx/.xlsm, whose workbook part
 * is checked later), an OLE2 compound file (.xls, BIFF8) or text (CSV). Anything else is null:
 * an .exe renamed .xlsx starts with 'MZ' and is refused here.
 */
export function sniffFormat(bytes: Uint8Array): TSpreadsheetFormat | null {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (!looksLikeText(bytes)) return null;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 16)).replace(/^\ufeff|^\xef\xbb\xbf/, '');
  if (TEXT_DOCUMENTS.some((pattern) => pattern.test(head))) return null;
  return 'csv';
}
