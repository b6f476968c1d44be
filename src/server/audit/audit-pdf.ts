import type { TAuditReport, TFinding } from '../../domain/audit/contract';
import {
  COMPLIANCE_LEVEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  FINDING_CATEGORY_LABELS,
  FINDING_PRIORITY_LABELS,
} from '../../domain/audit/labels';
import { plantDate } from '../../domain/shared/plant-date';
import type { PdfBranding } from '../analyses/pdf/pdf-branding';
import { FONT } from '../analyses/pdf/pdf-fonts';
import {
  COLORS,
  createPdf,
  drawPageFooter,
  ensureSpace,
  facts,
  heading,
  paragraph,
  rule,
} from '../analyses/pdf/pdf-writer';

export const AUDIT_PDF_TITLE = 'IATF 16949 AI Denetim Raporu';
const FOOTER = 'Kalite Asistanı — IATF 16949 AI Denetim Raporu';

/** What the PDF shows (plain data: it is rendered on a pool thread). */
export interface AuditPdfInput {
  report: TAuditReport;
  /** ISO time the audit finished. */
  finishedAt: string;
  documents: string[];
  auditedBy: string;
  branding: PdfBranding;
  timeZone: string;
}

const CATEGORY_COLORS: Record<TFinding['category'], string> = {
  major: '#b91c1c',
  minor: COLORS.warn,
  observation: COLORS.accent,
};

export function auditPdfFileName(at: Date): string {
  return `IATF_AI_Denetim_Raporu_${plantDate(at)}.pdf`;
}

/**
 * The audit report as an A4 PDF with the 8D writer's fonts (Turkish letters), colours and footer:
 * letterhead, score and level, counts, every finding with its clause and evidence, and the numbered
 * general recommendations.
 */
export function buildAuditPdf(input: AuditPdfInput): Promise<Uint8Array> {
  const { report, branding } = input;
  const doc = createPdf(AUDIT_PDF_TITLE, branding.plantName);
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
  doc.font(FONT.bold).fontSize(17).fillColor(COLORS.text).text(AUDIT_PDF_TITLE);
  doc.moveDown(0.4);
  facts(doc, [
    ['Tarih', plantDate(new Date(input.finishedAt), input.timeZone).split('-').reverse().join('.')],
    ['Denetleyen', input.auditedBy || '—'],
    ['Dokümanlar', input.documents.join(', ') || '—'],
  ]);
  rule(doc);

  heading(doc, 'Özet');
  facts(doc, [
    ['Genel Puan', `${report.overallScore} / 100`],
    ['Uygunluk Seviyesi', COMPLIANCE_LEVEL_LABELS[report.complianceLevel]],
    ['Toplam Bulgu', String(report.totalFindings)],
    ['Majör Bulgu', String(report.majorFindings)],
    ['Minör Bulgu', String(report.minorFindings)],
    ['Gözlem', String(report.observations)],
  ]);

  heading(doc, 'Bulgular');
  if (report.findings.length === 0) paragraph(doc, 'Bulgu yok.', COLORS.muted);
  report.findings.forEach((finding, index) => drawFinding(doc, finding, index + 1));

  heading(doc, 'Genel Öneriler');
  if (report.recommendations.length === 0) paragraph(doc, '—', COLORS.muted);
  report.recommendations.forEach((text, index) => paragraph(doc, `${index + 1}. ${text}`));

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    drawPageFooter(
      doc,
      branding.plantName ? `${branding.plantName} · ${FOOTER}` : FOOTER,
      i + 1,
      range.count,
    );
  }
  doc.end();
  return done;
}

function drawFinding(doc: PDFKit.PDFDocument, finding: TFinding, number: number): void {
  ensureSpace(doc, 70);
  const tag = `${FINDING_CATEGORY_LABELS[finding.category]} · ${FINDING_PRIORITY_LABELS[finding.priority]} öncelik · IATF ${finding.iatfClause} · ${DOCUMENT_TYPE_LABELS[finding.documentType]}${finding.source === 'ai' ? ' · Yapay zekâ gözlemi' : ''}`;
  doc.font(FONT.bold).fontSize(8.5).fillColor(CATEGORY_COLORS[finding.category]).text(tag);
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLORS.text).text(`${number}. ${finding.title}`);
  doc.moveDown(0.15);
  if (finding.description) paragraph(doc, finding.description);
  const evidence = [
    finding.evidence.file,
    finding.evidence.sheetOrPage,
    finding.evidence.row === null ? null : `satır ${finding.evidence.row}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  if (evidence || finding.evidence.cellText) {
    const quote = finding.evidence.cellText ? ` — “${finding.evidence.cellText}”` : '';
    paragraph(doc, `Kanıt: ${evidence}${quote}`, COLORS.muted);
  }
  if (finding.recommendation) paragraph(doc, `Öneri: ${finding.recommendation}`);
  rule(doc);
}
