import {
  AUDIT_REPORT_TEXT,
  findingInLanguage,
  findingRowsText,
  generalRecommendationIn,
  reportDate,
  reviewLine,
  type AuditReportText,
  type TExportReport,
  type TReportLang,
} from '../../domain/audit/report-text';
import { plantDate, plantTimeZone } from '../../domain/shared/plant-date';

const BOM = '\uFEFF';
// ';' is the delimiter a Turkish-locale Excel expects.
const SEPARATOR = ';';

/**
 * One CSV cell: a text Excel would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP's advice), then RFC 4180 quoting.
 * @internal
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(SEPARATOR);

const sourceText = (source: TExportReport['findings'][number]['source'], text: AuditReportText) =>
  source === 'ai' ? text.sourceAi : source === 'reviewer' ? text.sourceReviewer : text.sourceRule;

/** 'Durum;Taslak', 'İncelendi: 12 kabul, 3 red', who published and the engine's own score: above the spec's lines. */
function reviewHead(report: TExportReport, text: AuditReportText): string[] {
  const review = report.review;
  if (!review) return [];
  return [
    line([text.state, text.states[review.state]]),
    line([reviewLine(review, text)]),
    ...(review.publishedByName !== null ? [line([text.publishedBy, review.publishedByName])] : []),
    line([text.originalScore, review.original.overallScore]),
  ];
}

/** After the spec's columns: the decision, the original category, the reason, who and when. */
function reviewCells(
  review: TExportReport['findings'][number]['review'] | null,
  text: AuditReportText,
): (string | null)[] {
  if (!review) return [null, null, null, null, null];
  return [
    text.decisions[review.decision],
    review.originalCategory === null ? null : text.categories[review.originalCategory],
    review.reason,
    review.userName,
    review.at,
  ];
}

/**
 * The spec's file name: IATF_AI_Denetim_Raporu_{date}.csv (IATF_AI_Audit_Report_{date}.csv in
 * English), the audit's plant date.
 */
export function auditCsvFileName(at: Date, lang: TReportLang = 'tr'): string {
  return `${AUDIT_REPORT_TEXT[lang].fileStem}_${plantDate(at)}.csv`;
}

/**
 * The audit report as CSV (spec §7.1) in the reader's language: score, level, counts, the findings
 * table with evidence and the numbered general recommendations. UTF-8 with BOM, CRLF lines,
 * formula-safe cells. The plant's own text (files, quoted cells) is written as stored.
 */
export function buildAuditCsv(
  report: TExportReport,
  meta: { date: Date; documents: string[]; lang?: TReportLang; timeZone?: string },
): string {
  const text = AUDIT_REPORT_TEXT[meta.lang ?? 'tr'];
  const lines = [
    line([text.title]),
    line([text.date, reportDate(meta.date, meta.timeZone ?? plantTimeZone(), text)]),
    line([text.documents, meta.documents.join(', ')]),
    ...reviewHead(report, text),
    line([text.score, report.overallScore]),
    line([text.level, text.levels[report.complianceLevel]]),
    line([text.total, report.totalFindings]),
    line([text.major, report.majorFindings]),
    line([text.minor, report.minorFindings]),
    line([text.observations, report.observations]),
    '',
    line([...text.columns]),
    ...report.findings.map((finding, index) => {
      const shown = findingInLanguage(finding, text);
      return line([
        index + 1,
        text.categories[finding.category],
        shown.title,
        shown.description,
        finding.iatfClause,
        shown.recommendation,
        text.priorities[finding.priority],
        text.documentTypes[finding.documentType],
        finding.evidence.file,
        finding.evidence.sheetOrPage,
        finding.evidence.row,
        finding.evidence.cellText,
        sourceText(finding.source, text),
        finding.rows?.length ?? null,
        findingRowsText(finding, text),
        ...reviewCells(finding.review ?? null, text),
      ]);
    }),
    '',
    line([text.recommendations]),
    ...report.recommendations.map((stored, index) =>
      line([`${index + 1}.`, generalRecommendationIn(stored, text.findingText)]),
    ),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
