import mammoth from 'mammoth';
import { htmlTables } from './html-tables';
import { boundedText, hasContent, problem, type ReadResult, tableFromRows } from './read-result';
import { boundedZipCopy, ZipProblem } from './zip-archive';

/**
 * Text and tables of a DOCX: mammoth turns the WordprocessingML into HTML (tables kept), walked by
 * html-tables.ts. mammoth unzips with its own code, so it is handed a copy rebuilt from bounded
 * entries (zip-archive.ts): a zip bomb stops here.
 */
export async function readDocx(bytes: Uint8Array): Promise<ReadResult> {
  let safe: Uint8Array;
  try {
    // Images are never read: the audit needs the text, and base64 pictures only cost memory.
    safe = boundedZipCopy(bytes, (name) => !name.startsWith('word/media/'));
  } catch (error) {
    if (error instanceof ZipProblem) return problem(error.code, error.message);
    throw error;
  }
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(safe) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    const content = htmlTables(value);
    const tables = content.tables.filter(hasContent).map((rows) => tableFromRows(rows, { headerRow: 1 }));
    return { tables, text: boundedText(content.text) };
  } catch {
    return problem('corrupt', 'Word belgesinin içeriği okunamadı');
  }
}
