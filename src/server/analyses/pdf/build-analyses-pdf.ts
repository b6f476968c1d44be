import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TAnalysis } from '../../../domain/analyses/contract';
import type { TPdfLang } from '../../../domain/analyses/pdf-labels';
import { footerTitle, NO_BRANDING, type PdfBranding } from '../../pdf-kit/pdf-branding';
import { createPdf, drawPageFooter } from '../../pdf-kit/pdf-writer';
import { renderAnalysis } from './render-analysis';
import { StreamedPages } from '../../pdf-kit/streamed-pages';

/**
 * One PDF holding the given reports, each starting on a new page, pages numbered over the whole
 * file. The reports may still be arriving (an async iterable); the bytes go to `sink` as they are
 * produced: after each report, then the page objects and fonts at the end. Returns the page count.
 */
export async function writeAnalysesPdf(
  analyses: Iterable<TAnalysis> | AsyncIterable<TAnalysis>,
  title: string,
  sink: (bytes: Buffer) => void,
  branding: PdfBranding = NO_BRANDING,
  lang: TPdfLang = 'tr',
): Promise<number> {
  const doc = createPdf(title, branding.plantName, lang);
  const pages = new StreamedPages(doc);
  // Nothing consumes the document as a stream: read() hands over what it holds, synchronously.
  const flush = () => {
    for (let bytes: unknown = doc.read(); bytes !== null; bytes = doc.read()) {
      if (Buffer.isBuffer(bytes)) sink(bytes);
    }
  };
  let first = true;
  for await (const analysis of analyses) {
    if (!first) doc.addPage();
    first = false;
    renderAnalysis(doc, analysis, branding, lang);
    pages.release();
    flush();
    // Layout is synchronous: a turn between reports lets an event loop running this do other work.
    await nextTurn();
  }
  const footer = footerTitle(branding, lang);
  const count = pages.finish((page, total) => drawPageFooter(doc, footer, page, total, lang));
  doc.end();
  flush();
  return count;
}
