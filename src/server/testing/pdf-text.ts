/**
 * Text of a PDF, for tests, through pdf-parse (PDF.js): a maintained parser reads what a PDF viewer
 * would show, through each font's ToUnicode map, so Turkish letters come back as text only if the
 * PDF really carries them. Same reader on every machine: no dependence on poppler being installed.
 */
import { PDFParse } from 'pdf-parse';

/** Every page's text in order, one string per page (its lines joined with '\n'). */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  // PDF.js may transfer (detach) the buffer it is given: hand it a copy, the caller keeps its bytes.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

/** The bytes a streaming PDF writer hands its sink, as one Buffer. */
export async function collectPdf(
  write: (sink: (bytes: Buffer) => void) => Promise<unknown>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await write((bytes) => chunks.push(bytes));
  return Buffer.concat(chunks);
}
