import { plantDate } from '../shared/plant-date';
import type { TActionPriority, TRpnBandColour } from './contract';
import { priorityNote } from './plan/priority-note';

/** The fields of a plan item the exports print (spec §3.1 action item + RPN, AP, reason and source). */
export interface PlanOutputItem {
  originalFailure: string;
  priority: string;
  timeline: string;
  preventiveAction: string;
  monitoringMethod: string;
  responsibility: string;
  successCriteria: string;
  rpn: number;
  actionPriority: string;
  reason?: string;
  source?: string;
  /** Where the item sits (issue 23 §2): written after the spec's columns, so those keep their place. */
  processStep?: string;
  cause?: string;
  severity?: number;
  occurrence?: number;
  detection?: number;
  /** The RPN's colour band: with S/O/D it gives the 'Öncelik notu' where band and AP disagree. */
  rpnBand?: TRpnBandColour;
}

const isAp = (value: string): value is TActionPriority => value === 'H' || value === 'M' || value === 'L';

/** Why the RPN's band and the AP disagree (issue 23 §3); null where they agree or the facts are missing. */
export function planItemPriorityNote(item: PlanOutputItem): string | null {
  const { rpnBand, severity, occurrence, detection, actionPriority } = item;
  if (rpnBand === undefined || severity === undefined || occurrence === undefined) return null;
  if (detection === undefined || !isAp(actionPriority)) return null;
  return priorityNote({ rpn: item.rpn, rpnBand, actionPriority, severity, occurrence, detection });
}

export type TPlanOutputLanguage = 'tr' | 'en';

/** Column headings of the CSV and the .xlsx, in the file's language. */
export const PLAN_OUTPUT_LABELS = {
  tr: {
    no: 'No',
    originalFailure: 'Hata Modu',
    priority: 'Öncelik',
    actionPriority: 'AP',
    rpn: 'RPN',
    preventiveAction: 'Önleyici Aksiyon',
    monitoringMethod: 'İzleme Yöntemi',
    responsibility: 'Sorumlu',
    timeline: 'Süre',
    successCriteria: 'Başarı Kriteri',
    reason: 'Gerekçe',
    source: 'Kaynak',
    processStep: 'Proses Adımı / Operasyon',
    cause: 'Hata Nedeni',
    severity: 'S',
    occurrence: 'O',
    detection: 'D',
    priorityNote: 'Öncelik Notu (RPN bandı ve AP)',
    priorities: { high: 'Yüksek', medium: 'Orta', low: 'Düşük' } as Record<string, string>,
    sources: { rules: 'Kurallar', ai: 'AI', llm: 'AI' } as Record<string, string>,
    sheet: 'Aksiyon Planı',
  },
  en: {
    no: 'No',
    originalFailure: 'Failure mode',
    priority: 'Priority',
    actionPriority: 'AP',
    rpn: 'RPN',
    preventiveAction: 'Preventive action',
    monitoringMethod: 'Monitoring method',
    responsibility: 'Responsible',
    timeline: 'Timeline',
    successCriteria: 'Success criteria',
    reason: 'Reason',
    source: 'Source',
    processStep: 'Process step / operation',
    cause: 'Failure cause',
    severity: 'S',
    occurrence: 'O',
    detection: 'D',
    priorityNote: 'Priority note (RPN band vs AP)',
    priorities: { high: 'High', medium: 'Medium', low: 'Low' } as Record<string, string>,
    sources: { rules: 'Rules', ai: 'AI', llm: 'AI' } as Record<string, string>,
    sheet: 'Action plan',
  },
} as const;

const BOM = '\uFEFF';

/**
 * A cell Excel or LibreOffice would run as a formula ('=', '+', '-', '@', tab, CR at the start) is
 * prefixed with an apostrophe, so text from an uploaded file can never become a formula (OWASP CSV
 * injection).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

// RFC 4180 quoting; ';' is the delimiter Excel expects in a Turkish locale, ',' in an English one.
function csvField(text: string, separator: string): string {
  const safe = neutralizeFormula(text);
  const quote = safe.includes(separator) || /["\r\n]/.test(safe);
  return quote ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Unknown priorities are treated as medium (spec §9). */
export function knownPriority(priority: string): 'high' | 'medium' | 'low' {
  return priority === 'high' || priority === 'low' ? priority : 'medium';
}

/** Header and one row of text cells per item, in the order both exports use. */
export function planOutputTable(
  items: readonly PlanOutputItem[],
  language: TPlanOutputLanguage = 'tr',
): { header: string[]; rows: (string | number)[][] } {
  const L = PLAN_OUTPUT_LABELS[language];
  const header = [
    L.no,
    L.originalFailure,
    L.priority,
    L.actionPriority,
    L.rpn,
    L.preventiveAction,
    L.monitoringMethod,
    L.responsibility,
    L.timeline,
    L.successCriteria,
    L.reason,
    L.source,
    L.processStep,
    L.cause,
    L.severity,
    L.occurrence,
    L.detection,
    L.priorityNote,
  ];
  const rows = items.map((item, index) => [
    index + 1,
    item.originalFailure,
    L.priorities[knownPriority(item.priority)] ?? item.priority,
    item.actionPriority,
    item.rpn,
    item.preventiveAction,
    item.monitoringMethod,
    item.responsibility,
    item.timeline,
    item.successCriteria,
    item.reason ?? '',
    item.source === undefined ? '' : (L.sources[item.source] ?? item.source),
    item.processStep ?? '',
    item.cause ?? '',
    item.severity ?? '',
    item.occurrence ?? '',
    item.detection ?? '',
    planItemPriorityNote(item) ?? '',
  ]);
  return { header, rows };
}

/**
 * The 'Excel'e Aktar' file (spec §2.1, §7.1): UTF-8 with BOM so Excel shows Turkish letters, ';'
 * between fields in Turkish (',' in English), CRLF lines, every text cell safe against formula injection.
 */
export function buildPlanCsv(items: readonly PlanOutputItem[], language: TPlanOutputLanguage = 'tr'): string {
  const separator = language === 'en' ? ',' : ';';
  const { header, rows } = planOutputTable(items, language);
  const lines = [header, ...rows].map((cells) =>
    cells
      .map((cell) => (typeof cell === 'number' ? String(cell) : csvField(cell, separator)))
      .join(separator),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The plant's date as tr-TR writes it: '23.11.2026'. */
export function trDate(at: Date, timeZone?: string): string {
  const [year, month, day] = plantDate(at, timeZone).split('-');
  return `${day}.${month}.${year}`;
}

/** Spec §7.1: `Reverse_FMEA_{date}.csv`, the date as tr-TR writes it (the plant's day). */
export function planFileName(at: Date, extension: 'csv' | 'xlsx', timeZone?: string): string {
  return `Reverse_FMEA_${trDate(at, timeZone)}.${extension}`;
}
