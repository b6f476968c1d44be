import type { TAnalysis } from '../../../domain/analyses/contract';
import {
  fillPdfLabel,
  formatPdfDay,
  PDF_LABELS,
  pdfConfidenceLabel,
  pdfPercent,
  pdfProcessLabel,
  type PdfLabels,
  type TPdfLang,
} from '../../../domain/analyses/pdf-labels';
import { SIX_M, type SixM } from '../../../domain/analyses/knowledge/knowledge-entry';
import { EIGHT_D_KEYS } from '../../../domain/analyses/report-labels';
import { plantDate, plantTimeZone } from '../../../domain/shared/plant-date';
import { drawApprovalBlock } from './draw-approval';
import { drawFishbone } from './draw-fishbone';
import type { PdfBranding } from '../../pdf-kit/pdf-branding';
import { FONT } from '../../pdf-kit/pdf-fonts';
import { bullets, COLORS, facts, heading, label, paragraph, rule } from '../../pdf-kit/pdf-writer';

// The spec's colours of the 8D sections: blue, red, yellow, purple, green, indigo, teal, pink.
const EIGHT_D_COLORS = [
  '#2563eb',
  '#dc2626',
  '#ca8a04',
  '#9333ea',
  '#16a34a',
  '#4f46e5',
  '#0d9488',
  '#db2777',
];

// The PDF is made on a server whose clock may be UTC; the plant works on its own time (plantTimeZone()).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(key, f);
  }
  return f;
}

/** tr '12.03.2025 14:05', en '12/03/2025 14:05' in the plant's time. */
function formatTrDateTime(iso: string, lang: TPdfLang = 'tr'): string {
  // en-GB puts a comma between the day and the time; the PDF shows both languages alike.
  return dateTimeFormat(PDF_LABELS[lang].locale, plantTimeZone()).format(new Date(iso)).replace(', ', ' ');
}

/** tr '12.03.2025', en '12/03/2025' in the plant's time: the calendar day of an instant. */
function formatPlantDay(iso: string, lang: TPdfLang = 'tr'): string {
  return formatPdfDay(lang, plantDate(new Date(iso), plantTimeZone()));
}

const LOGO_BOX = { width: 110, height: 40 };

/** The plant's logo (PNG) at the top right and its name above the report title. */
function letterhead(doc: PDFKit.PDFDocument, branding: PdfBranding): void {
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  let textWidth = right - doc.page.margins.left;
  if (branding.logoPng) {
    try {
      doc.image(Buffer.from(branding.logoPng), right - LOGO_BOX.width, top, {
        fit: [LOGO_BOX.width, LOGO_BOX.height],
        align: 'right',
      });
      textWidth -= LOGO_BOX.width + 10;
    } catch {
      // A PNG pdfkit cannot decode (interlaced, odd depth) leaves the name on its own.
    }
  }
  if (branding.plantName !== '')
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(branding.plantName, doc.page.margins.left, top, { width: textWidth });
  doc.y = Math.max(doc.y, branding.logoPng ? top + LOGO_BOX.height + 6 : doc.y);
  doc.x = doc.page.margins.left;
}

function header(doc: PDFKit.PDFDocument, a: TAnalysis, branding: PdfBranding, lang: TPdfLang): void {
  const t = PDF_LABELS[lang];
  letterhead(doc, branding);
  doc.font(FONT.bold).fontSize(9).fillColor(COLORS.accent).text(t.reportHeading);
  doc.font(FONT.bold).fontSize(17).fillColor(COLORS.text).text(a.title);
  doc.moveDown(0.4);
  const r = a.analysisResult;
  facts(doc, [
    [t.facts.date, formatTrDateTime(a.createdAt, lang)],
    [t.facts.category, t.category[a.category]],
    [t.facts.severity, t.severity[a.severity]],
    [t.facts.department, t.department[a.department]],
    [t.facts.discoveryDate, formatPdfDay(lang, a.discoveryDate)],
    [t.facts.process, pdfProcessLabel(lang, a)],
    [t.facts.confidence, `${pdfPercent(lang, a.confidence)} (${pdfConfidenceLabel(lang, a.confidence)})`],
    [t.facts.source, t.source[r.source]],
    [t.facts.status, t.status[a.status]],
    [t.facts.preparedBy, a.userFullName],
    [t.facts.rating, a.rating > 0 ? `${a.rating} / 5` : t.facts.notRated],
  ]);
  if (r.expertReviewRecommended) {
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(10).fillColor(COLORS.warn).text(`⚠ ${t.expertReview}`);
  }
  rule(doc);
}

function problem(doc: PDFKit.PDFDocument, a: TAnalysis, t: PdfLabels): void {
  heading(doc, t.problemHeading);
  label(doc, t.description);
  paragraph(doc, a.description);
  label(doc, t.customerImpact);
  paragraph(doc, a.customerImpact || t.notSpecified, a.customerImpact ? COLORS.text : COLORS.muted);
}

function summary(doc: PDFKit.PDFDocument, a: TAnalysis, lang: TPdfLang): void {
  const t = PDF_LABELS[lang];
  const r = a.analysisResult;
  heading(doc, t.summaryHeading);
  label(doc, t.problemType);
  paragraph(doc, r.problemType);
  label(doc, t.rootCause);
  paragraph(doc, r.rootCause);
  label(doc, t.immediateActions);
  bullets(doc, r.immediateActions);
  label(doc, t.recommendations);
  bullets(doc, r.recommendations);

  heading(doc, t.alternativesHeading);
  // The alternative's name and category are the knowledge base's data, printed as stored.
  bullets(
    doc,
    r.alternatives.map(
      (alt) => `${alt.name} (${alt.category}) — ${t.alternativeScore} ${pdfPercent(lang, alt.score)}`,
    ),
    t.noAlternatives,
  );

  heading(doc, t.fishboneHeading);
  const groups = (Object.keys(SIX_M) as SixM[]).map((key) => ({
    key,
    label: t.sixM[key],
    causes: r.fishbone[key] ?? [],
  }));
  if (groups.every((g) => g.causes.length === 0)) paragraph(doc, t.noFishbone, COLORS.muted);
  else drawFishbone(doc, r.problemType, groups, (n) => fillPdfLabel(t.moreCauses, { n }));
}

/** 8D text is lines with '• ' bullets: runs of bullets become a list with a hanging indent. */
function sectionText(doc: PDFKit.PDFDocument, text: string): void {
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) bullets(doc, run);
    run = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('• ')) {
      run.push(line.slice(2));
      continue;
    }
    flush();
    if (line.trim() !== '') paragraph(doc, line);
  }
  flush();
}

function eightD(doc: PDFKit.PDFDocument, a: TAnalysis, t: PdfLabels): void {
  doc.addPage();
  doc.font(FONT.bold).fontSize(15).fillColor(COLORS.text).text(t.eightDHeading);
  EIGHT_D_KEYS.forEach((key, index) => {
    heading(doc, t.eightD[key], EIGHT_D_COLORS[index]);
    sectionText(doc, a.analysisResult.eightD[key]);
  });
}

/** One report from the current page on: letterhead, meta, problem, summary, alternatives, 6M, D1-D8, approval. */
export function renderAnalysis(
  doc: PDFKit.PDFDocument,
  analysis: TAnalysis,
  branding: PdfBranding,
  lang: TPdfLang = 'tr',
): void {
  const t = PDF_LABELS[lang];
  header(doc, analysis, branding, lang);
  problem(doc, analysis, t);
  summary(doc, analysis, lang);
  eightD(doc, analysis, t);
  drawApprovalBlock(
    doc,
    { preparedBy: analysis.userFullName, preparedOn: formatPlantDay(analysis.createdAt, lang) },
    t,
  );
}
