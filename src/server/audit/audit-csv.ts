import type { TAuditReport } from '../../domain/audit/contract';
import {
  COMPLIANCE_LEVEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  FINDING_CATEGORY_LABELS,
  FINDING_PRIORITY_LABELS,
} from '../../domain/audit/labels';
import { plantDate } from '../../domain/shared/plant-date';

const BOM = '\uFEFF';
// ';' is the delimiter a Turkish-locale Excel expects.
const SEPARATOR = ';';

/**
 * One CSV cell: a text Excel would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP's advice), then RFC 4180 quoting.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(SEPARATOR);

/** The spec's file name: IATF_AI_Denetim_Raporu_{date}.csv, the audit's plant date. */
export function auditCsvFileName(at: Date): string {
  return `IATF_AI_Denetim_Raporu_${plantDate(at)}.csv`;
}

/**
 * The audit report as CSV (spec §7.1): score, level, counts, the findings table with evidence and
 * the numbered general recommendations. UTF-8 with BOM, CRLF lines, formula-safe cells.
 */
export function buildAuditCsv(report: TAuditReport, meta: { date: Date; documents: string[] }): string {
  const lines = [
    line(['IATF 16949 AI Denetim Raporu']),
    line(['Tarih', plantDate(meta.date)]),
    line(['Dokümanlar', meta.documents.join(', ')]),
    line(['Genel Puan', report.overallScore]),
    line(['Uygunluk Seviyesi', COMPLIANCE_LEVEL_LABELS[report.complianceLevel]]),
    line(['Toplam Bulgu', report.totalFindings]),
    line(['Majör Bulgu', report.majorFindings]),
    line(['Minör Bulgu', report.minorFindings]),
    line(['Gözlem', report.observations]),
    '',
    line([
      'No',
      'Kategori',
      'Başlık',
      'Açıklama',
      'IATF Maddesi',
      'Öneri',
      'Öncelik',
      'Doküman Türü',
      'Dosya',
      'Sayfa/Sayfa Adı',
      'Satır',
      'Alıntı',
      'Kaynak',
    ]),
    ...report.findings.map((finding, index) =>
      line([
        index + 1,
        FINDING_CATEGORY_LABELS[finding.category],
        finding.title,
        finding.description,
        finding.iatfClause,
        finding.recommendation,
        FINDING_PRIORITY_LABELS[finding.priority],
        DOCUMENT_TYPE_LABELS[finding.documentType],
        finding.evidence.file,
        finding.evidence.sheetOrPage,
        finding.evidence.row,
        finding.evidence.cellText,
        finding.source === 'ai' ? 'Yapay zekâ incelemesi' : 'Kural',
      ]),
    ),
    '',
    line(['Genel Öneriler']),
    ...report.recommendations.map((text, index) => line([`${index + 1}.`, text])),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
