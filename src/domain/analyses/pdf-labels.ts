import { z } from 'zod';
import { AI_PROVIDER_LABELS } from '../settings/contract';
import { confidenceLabel, formatTrDate } from './build-report';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  SEVERITY_LABELS,
  type TAnalysis,
  type TAnalysisSource,
  type TAnalysisStatus,
  type TDepartment,
  type TEightD,
  type TProblemCategory,
  type TSeverity,
} from './contract';
import { PROCESS_NOT_DETECTED } from './detected-process';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { PROCESS_DOMAINS, type ProcessDomainId, SIX_M, type SixM } from './knowledge/knowledge-entry';
import {
  ANALYSIS_SOURCE_LABELS,
  ANALYSIS_STATUS_LABELS,
  EIGHT_D_TITLES,
  EXPERT_REVIEW_NOTE,
} from './report-labels';

/** The languages a PDF report is printed in; Turkish unless asked otherwise. */
const PDF_LANGS = ['tr', 'en'] as const;
export const ZPdfLang = z.enum(PDF_LANGS, 'Rapor dili "tr" veya "en" olmalıdır');
export type TPdfLang = z.infer<typeof ZPdfLang>;

type ConfidenceLevel = 'high' | 'medium' | 'low';

/**
 * Everything the PDF prints of its own (not the report's data) in one language. Templates hold
 * `{name}` placeholders filled by fillPdfLabel. Report content (titles, root causes, 8D texts) is data
 * and is printed as stored.
 */
export interface PdfLabels {
  /** Intl locale of dates: tr-TR '23.11.2026 14:05', en-GB '23/11/2026 14:05'. */
  locale: string;
  percent: string;
  reportHeading: string;
  documentTitle: string;
  bulkDocumentTitle: string;
  footer: string;
  pageOf: string;
  fileReport: string;
  fileBulkAscii: string;
  fileBulkUtf8: string;
  fileFallbackSlug: string;
  facts: {
    date: string;
    category: string;
    severity: string;
    department: string;
    discoveryDate: string;
    process: string;
    confidence: string;
    source: string;
    status: string;
    preparedBy: string;
    rating: string;
    notRated: string;
  };
  expertReview: string;
  problemHeading: string;
  description: string;
  customerImpact: string;
  notSpecified: string;
  summaryHeading: string;
  problemType: string;
  rootCause: string;
  immediateActions: string;
  recommendations: string;
  alternativesHeading: string;
  alternativeScore: string;
  noAlternatives: string;
  fishboneHeading: string;
  noFishbone: string;
  moreCauses: string;
  eightDHeading: string;
  approvalHeading: string;
  approvalRoles: readonly [string, string, string];
  approvalRows: readonly [string, string, string, string];
  processDetected: string;
  processNotDetected: string;
  category: Readonly<Record<TProblemCategory, string>>;
  severity: Readonly<Record<TSeverity, string>>;
  department: Readonly<Record<TDepartment, string>>;
  status: Readonly<Record<TAnalysisStatus, string>>;
  source: Readonly<Record<TAnalysisSource, string>>;
  confidenceLevel: Readonly<Record<ConfidenceLevel, string>>;
  sixM: Readonly<Record<SixM, string>>;
  processDomain: Readonly<Record<ProcessDomainId, string>>;
  eightD: Readonly<Record<keyof TEightD, string>>;
}

// The Turkish side reuses the labels the screens and the stored reports use, so it stays as it was.
const TR: PdfLabels = {
  locale: 'tr-TR',
  percent: '%{n}',
  reportHeading: '8D PROBLEM ANALİZ RAPORU',
  documentTitle: '8D Raporu — {title}',
  bulkDocumentTitle: '8D Raporları',
  footer: 'Kalite Asistanı — 8D Problem Analiz Raporu',
  pageOf: 'Sayfa {page} / {total}',
  fileReport: '8D_Raporu',
  fileBulkAscii: '8D_Raporlari',
  fileBulkUtf8: '8D_Raporları',
  fileFallbackSlug: 'rapor',
  facts: {
    date: 'Tarih',
    category: 'Kategori',
    severity: 'Önem',
    department: 'Departman',
    discoveryDate: 'Tespit tarihi',
    process: 'Proses',
    confidence: 'Güven skoru',
    source: 'Kaynak',
    status: 'Durum',
    preparedBy: 'Hazırlayan',
    rating: 'Puan',
    notRated: 'Henüz puanlanmadı',
  },
  expertReview: EXPERT_REVIEW_NOTE,
  problemHeading: 'Problem Tanımı',
  description: 'Açıklama',
  customerImpact: 'Müşteri Etkisi',
  notSpecified: 'Belirtilmedi',
  summaryHeading: 'Özet Rapor',
  problemType: 'Problem Tipi',
  rootCause: 'Kök Neden',
  immediateActions: 'Acil Eylemler',
  recommendations: 'Mühendislik Önerileri',
  alternativesHeading: 'Diğer olası nedenler',
  alternativeScore: 'güven',
  noAlternatives: 'Bilgi bankasında başka olası neden bulunamadı.',
  fishboneHeading: 'Balık Kılçığı Diyagramı (6M)',
  noFishbone: 'Bilgi bankasında bu problem için kök neden grubu bulunamadı.',
  moreCauses: '+{n} neden daha',
  eightDHeading: '8D Detay Raporu',
  approvalHeading: 'Onay',
  approvalRoles: ['Hazırlayan', 'Gözden Geçiren', 'Onaylayan'],
  approvalRows: ['Ad Soyad', 'Unvan', 'İmza', 'Tarih'],
  processDetected: '{domain} (otomatik algılandı)',
  processNotDetected: PROCESS_NOT_DETECTED,
  category: PROBLEM_CATEGORY_LABELS,
  severity: SEVERITY_LABELS,
  department: DEPARTMENT_LABELS,
  status: ANALYSIS_STATUS_LABELS,
  source: ANALYSIS_SOURCE_LABELS,
  confidenceLevel: { high: confidenceLabel(100), medium: confidenceLabel(80), low: confidenceLabel(0) },
  sixM: SIX_M,
  processDomain: PROCESS_DOMAINS,
  eightD: EIGHT_D_TITLES,
};

const EN: PdfLabels = {
  locale: 'en-GB',
  percent: '{n}%',
  reportHeading: '8D PROBLEM ANALYSIS REPORT',
  documentTitle: '8D Report — {title}',
  bulkDocumentTitle: '8D Reports',
  footer: 'Kalite Asistanı — 8D Problem Analysis Report',
  pageOf: 'Page {page} of {total}',
  fileReport: '8D-report',
  fileBulkAscii: '8D-reports',
  fileBulkUtf8: '8D-reports',
  fileFallbackSlug: 'report',
  facts: {
    date: 'Date',
    category: 'Category',
    severity: 'Severity',
    department: 'Department',
    discoveryDate: 'Discovery date',
    process: 'Process',
    confidence: 'Confidence score',
    source: 'Source',
    status: 'Status',
    preparedBy: 'Prepared by',
    rating: 'Rating',
    notRated: 'Not rated yet',
  },
  expertReview: 'Expert review recommended',
  problemHeading: 'Problem Description',
  description: 'Description',
  customerImpact: 'Customer Impact',
  notSpecified: 'Not specified',
  summaryHeading: 'Summary Report',
  problemType: 'Problem Type',
  rootCause: 'Root Cause',
  immediateActions: 'Immediate Actions',
  recommendations: 'Engineering Recommendations',
  alternativesHeading: 'Other possible causes',
  alternativeScore: 'confidence',
  noAlternatives: 'No other possible cause was found in the knowledge base.',
  fishboneHeading: 'Fishbone Diagram (6M)',
  noFishbone: 'No root-cause group was found in the knowledge base for this problem.',
  moreCauses: '+{n} more causes',
  eightDHeading: '8D Detailed Report',
  approvalHeading: 'Approval',
  approvalRoles: ['Prepared by', 'Reviewed by', 'Approved by'],
  approvalRows: ['Name', 'Title', 'Signature', 'Date'],
  processDetected: '{domain} (detected automatically)',
  processNotDetected: 'Not detected (no match in the knowledge base)',
  category: {
    quality: 'Quality',
    process: 'Process',
    material: 'Material',
    equipment: 'Equipment',
    human: 'Human',
    environment: 'Environment',
  },
  severity: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
  department: {
    production: 'Production',
    quality: 'Quality',
    maintenance: 'Maintenance',
    engineering: 'Engineering',
    procurement: 'Procurement',
    logistics: 'Logistics',
  },
  status: { completed: 'Completed', in_progress: 'In progress' },
  source: {
    ...AI_PROVIDER_LABELS,
    openai_compatible: 'OpenAI-compatible local server',
    engineering_db: 'Engineering Database (400+ root causes)',
  },
  confidenceLevel: { high: 'High Confidence', medium: 'Medium Confidence', low: 'Low Confidence' },
  sixM: {
    machine: 'Machine',
    method: 'Method',
    material: 'Material',
    man: 'Man',
    measurement: 'Measurement',
    environment: 'Environment',
  },
  processDomain: {
    plastic_injection: 'Plastic Injection',
    painted_plastic: 'Painted Plastic',
    leather_covering: 'Leather Covering',
    polyurethane: 'Polyurethane',
    metal: 'Metal Bracket',
  },
  eightD: {
    d1: 'D1 - Team Formation',
    d2: 'D2 - Problem Description',
    d3: 'D3 - Interim Containment Actions',
    d4: 'D4 - Root Cause Analysis',
    d5: 'D5 - Permanent Corrective Actions',
    d6: 'D6 - Implementation and Verification',
    d7: 'D7 - Prevention of Recurrence',
    d8: 'D8 - Team Recognition',
  },
};

export const PDF_LABELS: Readonly<Record<TPdfLang, PdfLabels>> = { tr: TR, en: EN };

/** 'Sayfa {page} / {total}' + { page: 2, total: 5 } → 'Sayfa 2 / 5'. */
export function fillPdfLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** tr '%85', en '85%'. */
export function pdfPercent(lang: TPdfLang, n: number): string {
  return fillPdfLabel(PDF_LABELS[lang].percent, { n });
}

/** The spec's confidence bands (≥ 90, 70-89, < 70) named in the PDF's language. */
export function pdfConfidenceLabel(lang: TPdfLang, confidence: number): string {
  const level: ConfidenceLevel = confidence >= 90 ? 'high' : confidence >= 70 ? 'medium' : 'low';
  return PDF_LABELS[lang].confidenceLevel[level];
}

/** 'YYYY-MM-DD' → tr '23.11.2026', en '23/11/2026'; by hand so no time zone can shift the day. */
export function formatPdfDay(lang: TPdfLang, isoDate: string): string {
  if (lang === 'tr') return formatTrDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/**
 * The process a report is about, in the PDF's language: the one the user chose, or — when they left
 * 'Otomatik algıla' — the domain of the knowledge entry the analysis matched, marked as detected.
 */
export function pdfProcessLabel(
  lang: TPdfLang,
  analysis: Pick<TAnalysis, 'processType' | 'analysisResult'>,
): string {
  const labels = PDF_LABELS[lang];
  if (analysis.processType !== 'auto') return labels.processDomain[analysis.processType];
  const id = analysis.analysisResult.knowledgeEntryId;
  const entry = id === null ? undefined : KNOWLEDGE_BASE.find((e) => e.id === id);
  return entry
    ? fillPdfLabel(labels.processDetected, { domain: labels.processDomain[entry.domain] })
    : labels.processNotDetected;
}
