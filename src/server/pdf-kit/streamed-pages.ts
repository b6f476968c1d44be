/**
 * Lets a numbered document ('Sayfa X / Y') leave while it is being written. pdfkit either writes
 * each page as soon as the next one starts (too early: Y is unknown) or, with `bufferPages`, every
 * page at the very end (too late for a 500-report download). Here the finished pages' content
 * streams — nearly all the bytes — are written at once, and only the small page dictionaries wait:
 * at the end each page gets a second content stream with its footer, PDF reading `/Contents [body
 * footer]` as one stream (ISO 32000-1, 7.7.3.3). The text and look of the pages are unchanged.
 *
 * This uses pdfkit internals (pinned pdfkit 0.20.2): the page buffer, and each page's content and
 * dictionary objects. The constructor checks they are there so an upgrade fails loudly, in tests.
 */

interface PdfObjectRef {
  data: Record<string, unknown>;
  end(): void;
}

interface PdfKitPage {
  content: PdfObjectRef;
  dictionary: PdfObjectRef;
  end(): void;
}

interface PdfKitInternals {
  page: PdfKitPage;
  _pageBuffer: PdfKitPage[];
  _pageBufferStart: number;
  ref(data?: Record<string, unknown>): PdfObjectRef;
  endPageMarkings(page: PdfKitPage): unknown;
}

function internalsOf(doc: PDFKit.PDFDocument): PdfKitInternals {
  const internals = doc as unknown as Partial<PdfKitInternals>;
  const page = internals.page;
  if (
    !Array.isArray(internals._pageBuffer) ||
    typeof internals._pageBufferStart !== 'number' ||
    typeof internals.ref !== 'function' ||
    typeof internals.endPageMarkings !== 'function' ||
    !page?.content ||
    !page.dictionary ||
    typeof page.end !== 'function'
  ) {
    throw new Error('pdfkit internals changed: streamed-pages.ts needs updating');
  }
  return internals as PdfKitInternals;
}

export class StreamedPages {
  readonly #doc: PdfKitInternals;
  #held: { page: PdfKitPage; body: PdfObjectRef }[] = [];

  /** `doc` must buffer its pages (createPdf does) and have its first page. */
  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = internalsOf(doc);
  }

  /**
   * Writes the content of every page so far, the current one included: call it only when nothing
   * more is drawn on them (between reports, each of which starts on a new page).
   */
  release(): void {
    const doc = this.#doc;
    const pages = doc._pageBuffer.splice(0);
    doc._pageBufferStart += pages.length;
    for (const page of pages) {
      doc.endPageMarkings(page);
      page.content.end();
      this.#held.push({ page, body: page.content });
    }
  }

  /** Draws each page's footer into its own stream and writes the held pages; returns the page count. */
  finish(drawFooter: (pageNumber: number, pageCount: number) => void): number {
    this.release();
    const doc = this.#doc;
    const held = this.#held;
    this.#held = [];
    held.forEach(({ page, body }, index) => {
      const footer = doc.ref();
      page.content = footer;
      page.dictionary.data['Contents'] = [body, footer];
      doc.page = page;
      drawFooter(index + 1, held.length);
      // dictionary, resources (now naming the footer's font too) and the footer stream
      page.end();
    });
    return held.length;
  }
}
