import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';

/** A cell of a generated sheet: text, number, or a formula with its cached value. */
export type TestCell = string | number | null | { f: string; v: number };

export interface TestSheet {
  name: string;
  rows: TestCell[][];
  /** A1 ranges: 'A8:A9'. */
  merges?: string[];
}

/** Builds a workbook with SheetJS: 'xlsx' (zip), 'xlsm' is the same container, 'biff8' is a legacy .xls. */
export function workbookBytes(sheets: TestSheet[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(
      sheet.rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? cell.v : cell))),
    );
    sheet.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell !== null && typeof cell === 'object') {
          ws[XLSX.utils.encode_cell({ r, c })] = { t: 'n', v: cell.v, f: cell.f };
        }
      }),
    );
    if (sheet.merges) ws['!merges'] = sheet.merges.map((m) => XLSX.utils.decode_range(m));
    XLSX.utils.book_append_sheet(wb, ws, sheet.name);
  }
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

/** A multipart/form-data body with one file part (and optional text fields), as a browser sends it. */
export function multipartBody(
  file: { name: string; bytes: Uint8Array; field?: string; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----kalite' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A zip that looks like an .xlsx and expands to `expandedBytes` of spaces. With `lie`, both its records
 * declare the big part as 1 KiB, as a crafted bomb does, so only counting while inflating catches it.
 */
export function zipBombBytes(expandedBytes: number, lie = false): Uint8Array {
  const big = new Uint8Array(expandedBytes).fill(0x20);
  const zip = zipSync(
    {
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
      'xl/worksheets/sheet1.xml': big,
    },
    { level: 9 },
  );
  if (lie) declareSmallSizes(zip);
  return zip;
}

function declareSmallSizes(zip: Uint8Array): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let p = 0; p + 4 <= zip.length; p++) {
    const sig = view.getUint32(p, true);
    if (sig === 0x02014b50 && view.getUint32(p + 24, true) > 1024) view.setUint32(p + 24, 1024, true);
    if (sig === 0x04034b50 && view.getUint32(p + 22, true) > 1024) view.setUint32(p + 22, 1024, true);
  }
}

/** A small Turkish PFMEA, the kind a colleague imports: a title, the usual header and `rows` pressing lines. */
export function smallTurkishPfmea(rows = 1): Buffer {
  return workbookBytes([
    {
      name: 'PFMEA',
      rows: [
        ['PROSES FMEA'],
        [
          'Proses Adımı',
          'Potansiyel Hata Modu',
          'Hatanın Etkisi',
          'Şiddet (S)',
          'Hata Nedeni',
          'Olasılık (O)',
          'Mevcut Kontroller',
          'Saptanabilirlik (D)',
        ],
        ...Array.from({ length: rows }, (_, i) => [
          `Op ${10 * (i + 1)} Pres`,
          'Çapak',
          'Montaj sorunu',
          7,
          'Kalıp aşınması',
          5,
          'Görsel kontrol',
          6,
        ]),
      ],
    },
  ]);
}
