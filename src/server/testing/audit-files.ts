/**
 * Real files for the auditor's tests, written the way plants' tools write them: XLSX through
 * exceljs, DOCX as minimal WordprocessingML zipped with fflate, PDF through pdfkit with ruled tables
 * (what PDF.js finds as tables), PPTX as DrawingML slides — and the hostile ones: encrypted, scanned,
 * legacy .ppt, corrupt, a zip bomb.
 */
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { FONT, PDF_FONTS } from '../pdf-kit/pdf-fonts';
import { makePng } from './png-fixture';

export interface SheetSpec {
  name: string;
  rows: readonly (readonly string[])[];
}

/** An .xlsx with one worksheet per spec; numeric-looking cells are written as numbers, as Excel would. */
export async function xlsxFile(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) {
      sheet.addRow(row.map((cell) => (/^-?\d+$/.test(cell) ? Number(cell) : cell)));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CONTENT_TYPES_DOCX = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS_DOCX = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const paragraphXml = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;

/** A .docx: paragraphs, then each table (first row = header), as Word writes them. */
export function docxFile(content: {
  paragraphs: readonly string[];
  tables: readonly (readonly (readonly string[])[])[];
}): Buffer {
  const tables = content.tables
    .map(
      (rows) =>
        `<w:tbl><w:tblPr><w:tblBorders><w:top w:val="single"/><w:bottom w:val="single"/><w:insideH w:val="single"/><w:insideV w:val="single"/></w:tblBorders></w:tblPr>${rows
          .map(
            (cells) => `<w:tr>${cells.map((cell) => `<w:tc>${paragraphXml(cell)}</w:tc>`).join('')}</w:tr>`,
          )
          .join('')}</w:tbl>${paragraphXml('')}`,
    )
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${content.paragraphs
    .map(paragraphXml)
    .join('')}${tables}</w:body></w:document>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES_DOCX),
      '_rels/.rels': strToU8(ROOT_RELS_DOCX),
      'word/document.xml': strToU8(document),
    }),
  );
}

/** A .pptx whose slides hold a title and optionally a table (DrawingML `a:tbl`). */
export function pptxFile(
  slides: readonly { title: string; table?: readonly (readonly string[])[] }[],
): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    'ppt/presentation.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>`,
    ),
  };
  slides.forEach((slide, index) => {
    const table = slide.table
      ? `<p:graphicFrame><a:graphic><a:graphicData><a:tbl>${slide.table
          .map(
            (row) =>
              `<a:tr>${row.map((cell) => `<a:tc><a:txBody><a:p><a:r><a:t>${xml(cell)}</a:t></a:r></a:p></a:txBody></a:tc>`).join('')}</a:tr>`,
          )
          .join('')}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
      : '';
    files[`ppt/slides/slide${index + 1}.xml`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${xml(slide.title)}</a:t></a:r></a:p></p:txBody></p:sp>${table}</p:spTree></p:cSld></p:sld>`,
    );
  });
  return Buffer.from(zipSync(files));
}

function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * A landscape PDF (A4, or A3 for wide forms): title lines, then the table drawn as ruled cells (each
 * cell a stroked rectangle, as form tools draw them; long texts wrap inside the cell), continued on
 * further pages with the header repeated (unless `repeatHeader` is false: the header then stands
 * on the first page only, as many plants print). `password` encrypts the file. `scans` (PNG images)
 * follow, one page each: the scanned pages of a plan whose first pages were typed.
 */
export async function pdfFile(content: {
  title: readonly string[];
  table: readonly (readonly string[])[];
  size?: 'A4' | 'A3';
  rowsPerPage?: number;
  repeatHeader?: boolean;
  password?: string;
  scans?: readonly Buffer[];
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: content.size ?? 'A4',
    layout: 'landscape',
    margin: 30,
    ...(content.password
      ? { userPassword: content.password, ownerPassword: `${content.password}-owner` }
      : {}),
  });
  doc.registerFont(FONT.regular, PDF_FONTS.regular);
  doc.font(FONT.regular).fontSize(10);
  for (const line of content.title) doc.text(line);
  const [header, ...rows] = content.table;
  const columns = header?.length ?? 1;
  const width = (doc.page.width - 60) / columns;
  const perPage = content.rowsPerPage ?? Number.POSITIVE_INFINITY;
  const bottom = doc.page.height - 30;
  let y = doc.y + 10;
  doc.fontSize(6);
  const heightOf = (cells: readonly string[]) =>
    Math.max(14, ...cells.map((cell) => doc.heightOfString(cell, { width: width - 4 }) + 6));
  const drawRow = (cells: readonly string[]) => {
    const height = heightOf(cells);
    cells.forEach((cell, i) => {
      const x = 30 + i * width;
      doc.lineWidth(0.5).rect(x, y, width, height).stroke();
      doc.text(cell, x + 2, y + 3, { width: width - 4 });
    });
    y += height;
  };
  if (header) drawRow(header);
  let onPage = 0;
  for (const row of rows) {
    if (onPage >= perPage || y + heightOf(row) > bottom) {
      doc.addPage();
      y = 30;
      onPage = 0;
      if (header && content.repeatHeader !== false) drawRow(header);
    }
    drawRow(row);
    onPage += 1;
  }
  for (const scan of content.scans ?? []) {
    doc.addPage();
    doc.image(scan, 30, 30, { fit: [doc.page.width - 60, doc.page.height - 60] });
  }
  return pdfBuffer(doc);
}

/** A scan: pages that hold only an image, no text layer. */
export async function scannedPdfFile(pages = 2): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 30 });
  const png = makePng(200, 100);
  for (let i = 0; i < pages; i++) {
    if (i > 0) doc.addPage();
    doc.image(png, 30, 30, { width: 500 });
  }
  return pdfBuffer(doc);
}

/** An OLE compound file header followed by directory names: how .doc/.xls/.ppt and encrypted OOXML start. */
function oleFile(streamNames: readonly string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(128 * streamNames.length);
  streamNames.forEach((name, i) => directory.write(name, i * 128, 'utf16le'));
  return Buffer.concat([header, directory, Buffer.alloc(1024)]);
}

/** A PowerPoint 97-2003 file (what the auditor cannot read: 'PPTX olarak kaydedin'). */
export const legacyPptFile = () => oleFile(['Root Entry', 'PowerPoint Document', 'Current User']);
/** A DOCX/XLSX saved with a password: Office wraps it in an OLE file with an 'EncryptedPackage'. */
export const encryptedOfficeFile = () => oleFile(['Root Entry', 'EncryptionInfo', 'EncryptedPackage']);

/** A DOCX whose document.xml declares 8 MiB of zeros in a few KiB: refused before inflating. */
export function zipBombDocx(): Buffer {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(CONTENT_TYPES_DOCX),
        'word/document.xml': new Uint8Array(8 * 1024 * 1024),
      },
      { level: 9 },
    ),
  );
}

/** The first half of a real file: what an interrupted copy leaves. */
export const truncated = (file: Buffer) => file.subarray(0, Math.floor(file.length / 2));

/** A multipart/form-data body of files (parts named `files`), for `inject()`. */
export function multipartFiles(
  files: readonly { name: string; bytes: Buffer | Uint8Array; field?: string }[],
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----kalite${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
