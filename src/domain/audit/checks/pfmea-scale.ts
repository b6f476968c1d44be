import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { PfmeaTable } from '../tables/mapped-table';
import { quote } from '../text/blank';
import { type PfmeaRow, ratingsOf } from './pfmea-rows';

// A scale written in the header: 'Detection %', '(1-5)', '1–7'. '1-10' is the one the rules assume.
const PERCENT = /%/;
const RANGE = /\b1\s*[-–~]\s*(\d{1,3})\b/;

function headerScale(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (PERCENT.test(header)) return '% (0-100)';
  const range = RANGE.exec(header);
  if (range && range[1] !== '10') return `1-${range[1]}`;
  return null;
}

/**
 * The rating scale of a PFMEA when it is not 1-10 (reference §5: 1-7 and 0-100 % files exist),
 * as text for the finding; null for a 1-10 table. Decided by the header, or by many values that no
 * 1-10 scale allows (one stray value is a typo, reported by pfmea-invalid-rating instead).
 */
export function nonStandardScale(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
): { scale: string; cellText: string } | null {
  for (const field of ['severity', 'occurrence', 'detection'] as const) {
    const scale = headerScale(table.headers[field]);
    if (scale !== null) return { scale, cellText: table.headers[field] ?? '' };
  }
  let numbers = 0;
  let outside: { value: number; text: string } | null = null;
  let outsideCount = 0;
  for (const row of rows) {
    for (const value of Object.values(ratingsOf(row))) {
      if (value === null) continue;
      numbers += 1;
      if (value > 10 || value < 0 || (value < 1 && value > 0) || !Number.isInteger(value)) {
        outsideCount += 1;
        outside ??= { value, text: String(value) };
      }
    }
  }
  if (outside !== null && outsideCount >= 3 && outsideCount >= numbers * 0.2) {
    const max = Math.max(
      ...rows.flatMap((r) => Object.values(ratingsOf(r)).filter((v): v is number => v !== null)),
    );
    return {
      scale: max <= 1 ? '0-1' : max <= 100 ? '0-100' : `en büyük değer ${max}`,
      cellText: outside.text,
    };
  }
  return null;
}

/** pfmea-scale-not-1-10: one clear finding; the rating rules and AP are then skipped for the table. */
export function scaleFinding(table: PfmeaTable, scale: { scale: string; cellText: string }): FindingDraft {
  return {
    ruleId: 'pfmea-scale-not-1-10',
    description:
      `PFMEA derecelendirmeleri 1-10 ölçeğinde değil (ölçek: ${scale.scale}; "${quote(scale.cellText)}"). ` +
      'AIAG-VDA AP tablosu yalnızca 1-10 ölçeğinde uygulanır; bu tabloda AP, RPN ve S/O/D kuralları uygulanmadı.',
    recommendation: 'Şiddet, olasılık ve tespit değerlerini 1-10 ölçeğine göre yeniden derecelendirin.',
    evidence: evidenceAt(table, null, scale.cellText),
  };
}
