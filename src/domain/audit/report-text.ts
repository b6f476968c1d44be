import { z } from 'zod';
import type {
  TAuditReport,
  TAuditDocumentType,
  TComplianceLevel,
  TFinding,
  TFindingCategory,
  TFindingPriority,
} from './contract';
import {
  COMPLIANCE_LEVEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  FINDING_CATEGORY_LABELS,
  FINDING_PRIORITY_LABELS,
} from './labels';
import { FINDING_TEXT_EN, FINDING_TEXT_TR, type FindingTexts, ruleTitles } from './messages/finding-texts';
import { partsText, renderMessageParts } from './messages/render-message';
import type { TFindingReview, TReviewDecision, TReviewState, TReviewSummary } from './review-contract';
import { AUDIT_RULES } from './rules';

/** The languages the audit CSV and PDF are written in; Turkish unless asked otherwise. */
const REPORT_LANGS = ['tr', 'en'] as const;
const ZReportLang = z.enum(REPORT_LANGS, 'Rapor dili "tr" veya "en" olmalıdır');
export type TReportLang = z.infer<typeof ZReportLang>;

/** `?lang=tr|en` of the CSV and PDF downloads. */
export const ZReportQuery = z.object({ lang: ZReportLang.default('tr') });

/**
 * What the CSV and PDF print of their own in one language. The report's data (file names, quoted
 * cells, AI observations) is printed as stored; rule findings are rendered from their message key.
 */
export interface AuditReportText {
  /** Intl locale of dates: tr-TR '24.11.2026', en-GB '24/11/2026'. */
  readonly locale: string;
  readonly title: string;
  /** File name stem: `{stem}_{YYYY-MM-DD}.csv`. */
  readonly fileStem: string;
  readonly date: string;
  readonly documents: string;
  readonly auditedBy: string;
  readonly score: string;
  readonly level: string;
  readonly total: string;
  readonly major: string;
  readonly minor: string;
  readonly observations: string;
  readonly summary: string;
  readonly findings: string;
  readonly noFindings: string;
  readonly recommendations: string;
  readonly columns: readonly string[];
  readonly sourceAi: string;
  readonly sourceRule: string;
  readonly aiObservation: string;
  /** '{priority} öncelik' / '{priority} priority'. */
  readonly priority: string;
  readonly row: string;
  /** 'Satırlar ({count})': the heading of a grouped finding's row list in the PDF. */
  readonly rows: string;
  readonly evidence: string;
  readonly recommendation: string;
  readonly levels: Readonly<Record<TComplianceLevel, string>>;
  readonly categories: Readonly<Record<TFindingCategory, string>>;
  readonly priorities: Readonly<Record<TFindingPriority, string>>;
  readonly documentTypes: Readonly<Record<TAuditDocumentType, string>>;
  /**
   * Rule names by id; null in the engine's own language (Turkish), whose stored title, description
   * and recommendation are printed as they are (the title names the file or the limit).
   */
  readonly ruleTitles: Readonly<Record<string, string>> | null;
  readonly findingText: FindingTexts;
  /** Review before release (issue 22 part 5). */
  readonly state: string;
  readonly states: Readonly<Record<TReviewState, string>>;
  /** 'İncelendi: {accepted} kabul, {rejected} red' (a re-grade is an acceptance with another grade). */
  readonly reviewed: string;
  readonly reviewedRegraded: string;
  readonly reviewedAdded: string;
  readonly reviewedPending: string;
  readonly publishedBy: string;
  readonly originalScore: string;
  readonly decisions: Readonly<Record<TReviewDecision, string>>;
  readonly sourceReviewer: string;
  readonly decision: string;
  readonly reason: string;
}

export const AUDIT_REPORT_TEXT: Readonly<Record<TReportLang, AuditReportText>> = {
  tr: {
    locale: 'tr-TR',
    title: 'IATF 16949 AI Denetim Raporu',
    fileStem: 'IATF_AI_Denetim_Raporu',
    date: 'Tarih',
    documents: 'Dokümanlar',
    auditedBy: 'Denetleyen',
    score: 'Genel Puan',
    level: 'Uygunluk Seviyesi',
    total: 'Toplam Bulgu',
    major: 'Majör Bulgu',
    minor: 'Minör Bulgu',
    observations: 'Gözlem',
    summary: 'Özet',
    findings: 'Bulgular',
    noFindings: 'Bulgu yok.',
    recommendations: 'Genel Öneriler',
    columns: [
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
      // Issue 22: after the spec's columns, a grouped finding's rows (all of them).
      'Satır Sayısı',
      'Tüm Satırlar',
      // Part 5: the review of each finding.
      'İnceleme Kararı',
      'Özgün Kategori',
      'Red Gerekçesi',
      'Karar Veren',
      'Karar Zamanı',
    ],
    sourceAi: 'Yapay zekâ incelemesi',
    sourceRule: 'Kural',
    aiObservation: 'Yapay zekâ gözlemi',
    priority: '{priority} öncelik',
    row: 'satır {row}',
    rows: 'Satırlar ({count})',
    evidence: 'Kanıt',
    recommendation: 'Öneri',
    levels: COMPLIANCE_LEVEL_LABELS,
    categories: FINDING_CATEGORY_LABELS,
    priorities: FINDING_PRIORITY_LABELS,
    documentTypes: DOCUMENT_TYPE_LABELS,
    ruleTitles: null,
    findingText: FINDING_TEXT_TR,
    state: 'Durum',
    states: { draft: 'Taslak', published: 'Yayınlandı' },
    reviewed: 'İncelendi: {accepted} kabul, {rejected} red',
    reviewedRegraded: '{count} yeniden derecelendirme',
    reviewedAdded: '{count} eklenen bulgu',
    reviewedPending: '{count} karar bekliyor',
    publishedBy: 'Yayınlayan',
    originalScore: 'Denetimin Puanı (inceleme öncesi)',
    decisions: {
      accepted: 'Kabul',
      rejected: 'Red',
      regraded: 'Yeniden derecelendirildi',
      added: 'İnceleyen ekledi',
    },
    sourceReviewer: 'İnceleyen',
    decision: 'Karar',
    reason: 'Gerekçe',
  },
  en: {
    locale: 'en-GB',
    title: 'IATF 16949 AI Audit Report',
    fileStem: 'IATF_AI_Audit_Report',
    date: 'Date',
    documents: 'Documents',
    auditedBy: 'Audited by',
    score: 'Overall Score',
    level: 'Compliance Level',
    total: 'Total Findings',
    major: 'Major Findings',
    minor: 'Minor Findings',
    observations: 'Observations',
    summary: 'Summary',
    findings: 'Findings',
    noFindings: 'No findings.',
    recommendations: 'General Recommendations',
    columns: [
      'No',
      'Category',
      'Title',
      'Description',
      'IATF Clause',
      'Recommendation',
      'Priority',
      'Document Type',
      'File',
      'Sheet/Page',
      'Row',
      'Quote',
      'Source',
      'Row Count',
      'All Rows',
      'Review Decision',
      'Original Category',
      'Rejection Reason',
      'Decided By',
      'Decided At',
    ],
    sourceAi: 'AI review',
    sourceRule: 'Rule',
    aiObservation: 'AI observation',
    priority: '{priority} priority',
    row: 'row {row}',
    rows: 'Rows ({count})',
    evidence: 'Evidence',
    recommendation: 'Recommendation',
    // The web's en locale (levels, categories, priorities, types) holds the same names (test).
    levels: {
      excellent: 'Excellent',
      good: 'Good',
      'needs-improvement': 'Needs Improvement',
      critical: 'Critical',
    },
    categories: { major: 'Major', minor: 'Minor', observation: 'Observation' },
    priorities: { high: 'High', medium: 'Medium', low: 'Low' },
    documentTypes: {
      'control-plan': 'Control Plan',
      fmea: 'FMEA',
      synoptic: 'Synoptic',
      'process-flow': 'Process Flow',
      other: 'Other',
    },
    ruleTitles: ruleTitles('en'),
    findingText: FINDING_TEXT_EN,
    state: 'Status',
    states: { draft: 'Draft', published: 'Published' },
    reviewed: 'Reviewed: {accepted} accepted, {rejected} rejected',
    reviewedRegraded: '{count} re-graded',
    reviewedAdded: '{count} added',
    reviewedPending: '{count} awaiting a decision',
    publishedBy: 'Published by',
    originalScore: 'Audit score (before review)',
    decisions: {
      accepted: 'Accepted',
      rejected: 'Rejected',
      regraded: 'Re-graded',
      added: 'Added by reviewer',
    },
    sourceReviewer: 'Reviewer',
    decision: 'Decision',
    reason: 'Reason',
  },
};

/** '{name}' placeholders of an AuditReportText template filled. */
export function fillReportText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The calendar date of an instant in the plant's zone, written the language's way. */
export function reportDate(at: Date, timeZone: string, text: AuditReportText): string {
  return new Intl.DateTimeFormat(text.locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

const KNOWN_RULES = new Set<string>(AUDIT_RULES.map((rule) => rule.id));

/**
 * A finding's title, description and recommendation in the report's language. A rule finding is
 * rendered from its message key; an AI observation, or a finding stored before messages, keeps its
 * stored text (the words of the AI or of an older engine are data).
 */
export function findingInLanguage(
  finding: TFinding,
  text: AuditReportText,
): { title: string; description: string; recommendation: string } {
  if (text.ruleTitles === null) {
    return { title: finding.title, description: finding.description, recommendation: finding.recommendation };
  }
  const render = (which: 'title' | 'description' | 'recommendation') => {
    if (!finding.message) return null;
    const parts = renderMessageParts(finding.message, finding.ruleId, which, text.findingText);
    return parts === null ? null : partsText(parts);
  };
  const ruleTitle =
    finding.source !== 'ai' && KNOWN_RULES.has(finding.ruleId) ? text.ruleTitles[finding.ruleId] : undefined;
  return {
    title: (ruleTitle === undefined ? null : render('title')) ?? ruleTitle ?? finding.title,
    description: render('description') ?? finding.description,
    recommendation: render('recommendation') ?? finding.recommendation,
  };
}

const RULE_OF_GENERAL = new Map<string, string>(AUDIT_RULES.map((rule) => [rule.tr.general, rule.id]));

/**
 * A general recommendation in the report's language: the report stores the rules' Turkish text,
 * which names its rule; any other text is kept as stored.
 */
export function generalRecommendationIn(stored: string, texts: FindingTexts): string {
  const ruleId = RULE_OF_GENERAL.get(stored);
  return (ruleId === undefined ? undefined : texts.general[ruleId]) ?? stored;
}

/**
 * Every row of a grouped finding, one after another: 'Sayfa1 · satır 12 “Çap”'; a row of another
 * file than the finding's (a linkage finding's rows are where the item was seen) names its file.
 */
export function findingRowsText(finding: TFinding, text: AuditReportText): string {
  return (finding.rows ?? [])
    .map((row) => {
      const place = [
        row.file !== finding.evidence.file ? row.file : null,
        row.sheetOrPage,
        row.row === null ? null : fillReportText(text.row, { row: row.row }),
      ]
        .filter((part): part is string => Boolean(part))
        .join(' · ');
      return row.cellText ? `${place} “${row.cellText}”` : place;
    })
    .join('; ');
}

/** A report as the CSV and PDF print it: the engine's, or the reviewed one with its decisions. */
export type TExportReport = Omit<TAuditReport, 'findings'> & {
  findings: (TFinding & { review?: TFindingReview | null })[];
  review?: TReviewSummary;
};

/** 'İncelendi: 12 kabul, 3 red' and, when there are any, the re-grades, added and pending findings. */
export function reviewLine(review: TReviewSummary, text: AuditReportText): string {
  const parts = [
    fillReportText(text.reviewed, { accepted: review.accepted + review.regraded, rejected: review.rejected }),
    review.regraded > 0 ? fillReportText(text.reviewedRegraded, { count: review.regraded }) : null,
    review.added > 0 ? fillReportText(text.reviewedAdded, { count: review.added }) : null,
    // Once published, an undecided finding simply stands as raised.
    review.pending > 0 && review.state === 'draft'
      ? fillReportText(text.reviewedPending, { count: review.pending })
      : null,
  ];
  return parts.filter((p): p is string => p !== null).join(', ');
}
