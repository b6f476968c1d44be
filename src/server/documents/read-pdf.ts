import { createRequire } from 'node:module';
import path from 'node:path';
import { PasswordException, PDFParse } from 'pdf-parse';
import { AUDIT_LIMITS } from '../../domain/audit/api-contract';
import { boundedText, hasContent, problem, type ReadResult, tableFromRows } from './read-result';

// PDF.js needs the CMaps for CJK and other CID fonts (the Korean control-plan form reads as empty
// text without them) and the standard font data for the 14 base fonts; both ship with pdfjs-dist.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_URL = `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`;
const STANDARD_FONTS_URL = `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`;

/**
 * Text and ruled tables of a PDF through pdf-parse (PDF.js), at most `maxPdfPages` pages. A PDF
 * whose pages carry no text at all is a scan ('no-text-layer': the auditor cannot OCR); a password
 * is 'encrypted'; anything PDF.js cannot parse is 'corrupt'.
 */
export async function readPdf(
  bytes: Uint8Array,
  maxPages: number = AUDIT_LIMITS.maxPdfPages,
): Promise<ReadResult> {
  const parser = new PDFParse({
    // PDF.js may detach the buffer it is given.
    data: new Uint8Array(bytes),
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONTS_URL,
    // A hostile PDF's fonts are never compiled to JavaScript functions.
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const info = await parser.getInfo();
    const pages = info.total;
    const limited = pages > maxPages;
    const params = limited ? { first: maxPages } : {};
    const text = await parser.getText({ ...params, pageJoiner: '' });
    const pageTexts = text.pages.map((page) => page.text);
    if (pageTexts.every((page) => page.trim() === '')) {
      return problem(
        'no-text-layer',
        `metin katmanı yok: ${pages} sayfanın hiçbirinde metin bulunamadı (taranmış görüntü)`,
      );
    }
    const tableResult = await parser.getTable(params);
    const tables = tableResult.pages.flatMap((page) =>
      page.tables.filter(hasContent).map((rows) => tableFromRows(rows, { page: page.num })),
    );
    const result: ReadResult = {
      tables,
      text: boundedText(text.pages.map((page) => `${page.text}\n\f`).join('')),
    };
    if (limited) {
      result.readProblem = { code: 'too-large', detail: `${pages} sayfanın ilk ${maxPages} sayfası okundu` };
    }
    return result;
  } catch (error) {
    if (
      error instanceof PasswordException ||
      (error instanceof Error && error.name === 'PasswordException')
    ) {
      return problem('encrypted', 'PDF parola ile korunuyor');
    }
    return problem('corrupt', 'PDF yapısı okunamadı');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
