import { confidenceLabel, formatTrDate } from '../../../domain/analyses/build-report';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  SEVERITY_LABELS,
  type TAnalysis,
} from '../../../domain/analyses/contract';
import { processLabel } from '../../../domain/analyses/detected-process';
import { SIX_M, type SixM } from '../../../domain/analyses/knowledge/knowledge-entry';
import {
  ANALYSIS_SOURCE_LABELS,
  ANALYSIS_STATUS_LABELS,
  EIGHT_D_KEYS,
  EIGHT_D_TITLES,
  EXPERT_REVIEW_NOTE,
} from '../../../domain/analyses/report-labels';
import { plantDate, plantTimeZone } from '../../../domain/shared/plant-date';
import { drawApprovalBlock } from './draw-approval';
import { drawFishbone } from './draw-fishbone';
import type { PdfBranding } from './pdf-branding';
import { FONT } from './pdf-fonts';
import { bullets, COLORS, facts, heading, label, paragraph, rule } from './pdf-writer';

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
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dateTimeFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('tr-TR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(timeZone, f);
  }
  return f;
}

/** '12.03.2025 14:05' in the plant's time. */
export function formatTrDateTime(iso: string): string {
  return dateTimeFormat(plantTimeZone()).format(new Date(iso));
}

/** '12.03.2025' in the plant's time: the calendar day of an instant. */
export function formatPlantDay(iso: string): string {
  return formatTrDate(plantDate(new Date(iso), plantTimeZone()));
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

function header(doc: PDFKit.PDFDocument, a: TAnalysis, branding: PdfBranding): void {
  letterhead(doc, branding);
  doc.font(FONT.bold).fontSize(9).fillColor(COLORS.accent).text('8D PROBLEM ANALİZ RAPORU');
  doc.font(FONT.bold).fontSize(17).fillColor(COLORS.text).text(a.title);
  doc.moveDown(0.4);
  const r = a.analysisResult;
  facts(doc, [
    ['Tarih', formatTrDateTime(a.createdAt)],
    ['Kategori', PROBLEM_CATEGORY_LABELS[a.category]],
    ['Önem', SEVERITY_LABELS[a.severity]],
    ['Departman', DEPARTMENT_LABELS[a.department]],
    ['Tespit tarihi', formatTrDate(a.discoveryDate)],
    ['Proses', processLabel(a)],
    ['Güven skoru', `%${a.confidence} (${confidenceLabel(a.confidence)})`],
    ['Kaynak', ANALYSIS_SOURCE_LABELS[r.source]],
    ['Durum', ANALYSIS_STATUS_LABELS[a.status]],
    ['Hazırlayan', a.userFullName],
    ['Puan', a.rating > 0 ? `${a.rating} / 5` : 'Henüz puanlanmadı'],
  ]);
  if (r.expertReviewRecommended) {
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(10).fillColor(COLORS.warn).text(`⚠ ${EXPERT_REVIEW_NOTE}`);
  }
  rule(doc);
}

function problem(doc: PDFKit.PDFDocument, a: TAnalysis): void {
  heading(doc, 'Problem Tanımı');
  label(doc, 'Açıklama');
  paragraph(doc, a.description);
  label(doc, 'Müşteri Etkisi');
  paragraph(doc, a.customerImpact || 'Belirtilmedi', a.customerImpact ? COLORS.text : COLORS.muted);
}

function summary(doc: PDFKit.PDFDocument, a: TAnalysis): void {
  const r = a.analysisResult;
  heading(doc, 'Özet Rapor');
  label(doc, 'Problem Tipi');
  paragraph(doc, r.problemType);
  label(doc, 'Kök Neden');
  paragraph(doc, r.rootCause);
  label(doc, 'Acil Eylemler');
  bullets(doc, r.immediateActions);
  label(doc, 'Mühendislik Önerileri');
  bullets(doc, r.recommendations);

  heading(doc, 'Diğer olası nedenler');
  bullets(
    doc,
    r.alternatives.map((alt) => `${alt.name} (${alt.category}) — uygunluk %${alt.score}`),
    'Bilgi bankasında başka olası neden bulunamadı.',
  );

  heading(doc, 'Balık Kılçığı Diyagramı (6M)');
  const groups = (Object.entries(SIX_M) as [SixM, string][]).map(([key, name]) => ({
    key,
    label: name,
    causes: r.fishbone[key] ?? [],
  }));
  if (groups.every((g) => g.causes.length === 0))
    paragraph(doc, 'Bilgi bankasında bu problem için kök neden grubu bulunamadı.', COLORS.muted);
  else drawFishbone(doc, r.problemType, groups);
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

function eightD(doc: PDFKit.PDFDocument, a: TAnalysis): void {
  doc.addPage();
  doc.font(FONT.bold).fontSize(15).fillColor(COLORS.text).text('8D Detay Raporu');
  EIGHT_D_KEYS.forEach((key, index) => {
    heading(doc, EIGHT_D_TITLES[key], EIGHT_D_COLORS[index]);
    sectionText(doc, a.analysisResult.eightD[key]);
  });
}

/** One report from the current page on: letterhead, meta, problem, summary, alternatives, 6M, D1-D8, approval. */
export function renderAnalysis(doc: PDFKit.PDFDocument, analysis: TAnalysis, branding: PdfBranding): void {
  header(doc, analysis, branding);
  problem(doc, analysis);
  summary(doc, analysis);
  eightD(doc, analysis);
  drawApprovalBlock(doc, {
    preparedBy: analysis.userFullName,
    preparedOn: formatPlantDay(analysis.createdAt),
  });
}
