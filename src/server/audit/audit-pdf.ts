import type { TFinding } from '../../domain/audit/contract';
import {
  AUDIT_REPORT_TEXT,
  type AuditReportText,
  fillReportText,
  findingInLanguage,
  findingRowsText,
  generalRecommendationIn,
  reportDate,
  reviewLine,
  type TExportReport,
  type TReportLang,
} from '../../domain/audit/report-text';
import { plantDate } from '../../domain/shared/plant-date';
import type { PdfBranding } from '../pdf-kit/pdf-branding';
import { FONT } from '../pdf-kit/pdf-fonts';
import {
  COLORS,
  createPdf,
  drawPageFooter,
  ensureSpace,
  facts,
  heading,
  paragraph,
  rule,
} from '../pdf-kit/pdf-writer';

/** What the PDF shows (plain data: it is rendered on a pool thread). */
export interface AuditPdfInput {
  report: TExportReport;
  /** ISO time the audit finished. */
  finishedAt: string;
  documents: string[];
  auditedBy: string;
  branding: PdfBranding;
  timeZone: string;
  /** The reader's language: labels, levels and rule findings; the plant's text stays as stored. */
  lang: TReportLang;
}

const CATEGORY_COLORS: Record<TFinding['category'], string> = {
  major: '#b91c1c',
  minor: COLORS.warn,
  observation: COLORS.accent,
};

export function auditPdfFileName(at: Date, lang: TReportLang = 'tr'): string {
  return `${AUDIT_REPORT_TEXT[lang].fileStem}_${plantDate(at)}.pdf`;
}

/**
 * The audit report as an A4 PDF with the 8D writer's fonts (Turkish letters), colours and footer:
 * letterhead, score and level, counts, every finding with its clause and evidence, and the numbered
 * general recommendations.
 */
export function buildAuditPdf(input: AuditPdfInput): Promise<Uint8Array> {
  const { report, branding } = input;
  const text = AUDIT_REPORT_TEXT[input.lang];
  const doc = createPdf(text.title, branding.plantName);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  if (branding.logoPng) {
    try {
      doc.image(Buffer.from(branding.logoPng), doc.page.width - doc.page.margins.right - 110, doc.y, {
        fit: [110, 40],
      });
    } catch {
      // A PNG pdfkit cannot decode leaves the name on its own.
    }
  }
  if (branding.plantName !== '')
    doc.font(FONT.bold).fontSize(11).fillColor(COLORS.text).text(branding.plantName);
  doc.font(FONT.bold).fontSize(9).fillColor(COLORS.accent).text('IATF 16949');
  doc.font(FONT.bold).fontSize(17).fillColor(COLORS.text).text(text.title);
  const review = report.review;
  if (review) {
    // 'Taslak' in the heading: a draft must never pass for the report that went out.
    const color = review.state === 'draft' ? COLORS.warn : COLORS.accent;
    doc.font(FONT.bold).fontSize(11).fillColor(color).text(text.states[review.state]);
  }
  doc.moveDown(0.4);
  facts(doc, [
    [text.date, reportDate(new Date(input.finishedAt), input.timeZone, text)],
    [text.auditedBy, input.auditedBy || '—'],
    [text.documents, input.documents.join(', ') || '—'],
    ...(review
      ? ([
          [text.state, text.states[review.state]],
          ...(review.publishedByName !== null ? [[text.publishedBy, review.publishedByName]] : []),
        ] as [string, string][])
      : []),
  ]);
  rule(doc);

  heading(doc, text.summary);
  facts(doc, [
    [text.score, `${report.overallScore} / 100`],
    [text.level, text.levels[report.complianceLevel]],
    [text.total, String(report.totalFindings)],
    [text.major, String(report.majorFindings)],
    [text.minor, String(report.minorFindings)],
    [text.observations, String(report.observations)],
    ...(review
      ? ([[text.originalScore, `${review.original.overallScore} / 100`]] as [string, string][])
      : []),
  ]);
  if (review) paragraph(doc, reviewLine(review, text));

  heading(doc, text.findings);
  if (report.findings.length === 0) paragraph(doc, text.noFindings, COLORS.muted);
  report.findings.forEach((finding, index) => drawFinding(doc, finding, index + 1, text, input.timeZone));

  heading(doc, text.recommendations);
  if (report.recommendations.length === 0) paragraph(doc, '—', COLORS.muted);
  report.recommendations.forEach((stored, index) =>
    paragraph(doc, `${index + 1}. ${generalRecommendationIn(stored, text.findingText)}`),
  );

  const footer = `Kalite Asistanı — ${text.title}`;

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    drawPageFooter(
      doc,
      branding.plantName ? `${branding.plantName} · ${footer}` : footer,
      i + 1,
      range.count,
      input.lang,
    );
  }
  doc.end();
  return done;
}

function drawFinding(
  doc: PDFKit.PDFDocument,
  finding: TExportReport['findings'][number],
  number: number,
  text: AuditReportText,
  timeZone: string,
): void {
  ensureSpace(doc, 70);
  const shown = findingInLanguage(finding, text);
  const priority = fillReportText(text.priority, { priority: text.priorities[finding.priority] });
  const tag = `${text.categories[finding.category]} · ${priority} · IATF ${finding.iatfClause} · ${text.documentTypes[finding.documentType]}${finding.source === 'ai' ? ` · ${text.aiObservation}` : ''}${finding.source === 'reviewer' ? ` · ${text.sourceReviewer}` : ''}`;
  doc.font(FONT.bold).fontSize(8.5).fillColor(CATEGORY_COLORS[finding.category]).text(tag);
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLORS.text).text(`${number}. ${shown.title}`);
  doc.moveDown(0.15);
  if (shown.description) paragraph(doc, shown.description);
  const evidence = [
    finding.evidence.file,
    finding.evidence.sheetOrPage,
    finding.evidence.row === null ? null : fillReportText(text.row, { row: finding.evidence.row }),
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  if (evidence || finding.evidence.cellText) {
    const quote = finding.evidence.cellText ? ` — “${finding.evidence.cellText}”` : '';
    paragraph(doc, `${text.evidence}: ${evidence}${quote}`, COLORS.muted);
  }
  const rows = finding.rows ?? [];
  if (rows.length > 0) {
    // The whole list (the screen shows the first rows): the PDF is what goes to the customer.
    const heading = fillReportText(text.rows, { count: rows.length });
    paragraph(doc, `${heading}: ${findingRowsText(finding, text)}`, COLORS.muted);
  }
  if (shown.recommendation) paragraph(doc, `${text.recommendation}: ${shown.recommendation}`);
  if (finding.review) paragraph(doc, decisionText(finding, finding.review, text, timeZone), COLORS.muted);
  rule(doc);
}

/** 'Karar: Yeniden derecelendirildi (Majör → Minör) · Ayşe Kaya · 26.11.2026 15:04 · Gerekçe: …' */
function decisionText(
  finding: TFinding,
  review: NonNullable<TExportReport['findings'][number]['review']>,
  text: AuditReportText,
  timeZone: string,
): string {
  const regrade =
    review.decision === 'regraded' && review.originalCategory !== null
      ? ` (${text.categories[review.originalCategory]} → ${text.categories[finding.category]})`
      : '';
  const at = new Intl.DateTimeFormat(text.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(review.at));
  const reason = review.reason ? ` · ${text.reason}: ${review.reason}` : '';
  return `${text.decision}: ${text.decisions[review.decision]}${regrade} · ${review.userName || '—'} · ${at}${reason}`;
}
