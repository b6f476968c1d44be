import PDFDocument from 'pdfkit';
import { fillPdfLabel, PDF_LABELS, type TPdfLang } from '../../domain/analyses/pdf-labels';
import { FONT, PDF_FONTS } from './pdf-fonts';

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
export const COLORS = {
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  accent: '#1d4ed8',
  warn: '#b45309',
};

/** A new A4 document with the Turkish-capable fonts registered; pages are held back for numbering (streamed-pages.ts). */
export function createPdf(title: string, plantName = '', lang: TPdfLang = 'tr'): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: PDF_LABELS[lang].locale,
    info: { Title: title, Author: plantName || 'Kalite Asistanı', Creator: 'Kalite Asistanı' },
  });
  doc.registerFont(FONT.regular, PDF_FONTS.regular);
  doc.registerFont(FONT.bold, PDF_FONTS.bold);
  doc.font(FONT.regular).fillColor(COLORS.text);
  return doc;
}

const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when less than `height` points are left, so a heading never ends a page. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function heading(doc: PDFKit.PDFDocument, text: string, color: string = COLORS.accent): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(doc.page.margins.left, y, 4, 16).fill(color);
  doc
    .font(FONT.bold)
    .fontSize(12.5)
    .fillColor(COLORS.text)
    .text(text, doc.page.margins.left + 10, y + 1);
  doc.x = doc.page.margins.left;
  doc.moveDown(0.3);
}

export function label(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, 40);
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .fillColor(COLORS.text)
    .text(text, { width: contentWidth(doc) });
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, color: string = COLORS.text): void {
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(color)
    .text(text, { width: contentWidth(doc), lineGap: 1.5 });
  doc.moveDown(0.35);
}

export function bullets(doc: PDFKit.PDFDocument, items: readonly string[], empty = '—'): void {
  if (items.length === 0) return paragraph(doc, empty, COLORS.muted);
  doc.font(FONT.regular).fontSize(10).fillColor(COLORS.text);
  doc.list([...items], {
    width: contentWidth(doc),
    bulletRadius: 1.8,
    textIndent: 12,
    bulletIndent: 4,
    lineGap: 1.5,
  });
  doc.moveDown(0.35);
}

/** Two-column key/value lines (report meta). */
export function facts(doc: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[]): void {
  const left = doc.page.margins.left;
  const keyWidth = 120;
  for (const [key, value] of rows) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLORS.muted).text(key, left, y, { width: keyWidth });
    const afterKey = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(value, left + keyWidth, y, {
        width: contentWidth(doc) - keyWidth,
      });
    doc.y = Math.max(afterKey, doc.y) + 2;
  }
  doc.x = left;
}

export function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = y + 6;
}

/** 'Sayfa X / Y' ('Page X of Y') and a running title at the foot of the current page. */
export function drawPageFooter(
  doc: PDFKit.PDFDocument,
  footerTitle: string,
  pageNumber: number,
  pageCount: number,
  lang: TPdfLang = 'tr',
): void {
  // Writing inside the bottom margin would otherwise start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - MARGIN - 12;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLORS.muted);
  doc.text(footerTitle, MARGIN, y, { width, align: 'left', lineBreak: false });
  doc.text(fillPdfLabel(PDF_LABELS[lang].pageOf, { page: pageNumber, total: pageCount }), MARGIN, y, {
    width,
    align: 'right',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottom;
}
