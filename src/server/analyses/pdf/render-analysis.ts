import { confidenceLabel, formatTrDate } from '../../../domain/analyses/build-report';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  PROCESS_TYPE_LABELS,
  SEVERITY_LABELS,
  type TAnalysis,
} from '../../../domain/analyses/contract';
import { SIX_M, type SixM } from '../../../domain/analyses/knowledge/knowledge-entry';
import {
  ANALYSIS_SOURCE_LABELS,
  ANALYSIS_STATUS_LABELS,
  EIGHT_D_KEYS,
  EIGHT_D_TITLES,
  EXPERT_REVIEW_NOTE,
} from '../../../domain/analyses/report-labels';
import { plantTimeZone } from '../../../domain/shared/plant-date';
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

function header(doc: PDFKit.PDFDocument, a: TAnalysis): void {
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
    ['Proses tipi', PROCESS_TYPE_LABELS[a.processType]],
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
  for (const [key, name] of Object.entries(SIX_M) as [SixM, string][]) {
    label(doc, name);
    bullets(doc, r.fishbone[key] ?? []);
  }
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

/** Writes one analysis report from the current page on: meta, problem, summary, alternatives, 6M, D1-D8. */
export function renderAnalysis(doc: PDFKit.PDFDocument, analysis: TAnalysis): void {
  header(doc, analysis);
  problem(doc, analysis);
  summary(doc, analysis);
  eightD(doc, analysis);
}
