import type { TAuditDocumentType } from '../contract';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TAuditRuleId } from '../rules';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';
import { bestByName, type StepIndex, stepsWithKey } from './step-index';
import { type Step, stepLabel } from './steps';

/** Per-item findings of one rule stop here; the last says how many more there are. */
const MAX_ITEM_FINDINGS = 25;

export interface StepComparison {
  /** 'Süreç akışı', 'PFMEA', 'Kontrol planı': the documents in the sentence. */
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly missingRule: TAuditRuleId;
  /** The document to correct: the later one in the chain PFD → PFMEA → CP. */
  readonly toType: TAuditDocumentType;
}

function where(step: Step): string {
  const place = step.table.sheetOrPage ? `, ${step.table.sheetOrPage}` : '';
  return `${step.table.file}${place}, satır ${step.row.row}`;
}

function capped(drafts: FindingDraft[]): FindingDraft[] {
  if (drafts.length <= MAX_ITEM_FINDINGS) return drafts;
  const kept = drafts.slice(0, MAX_ITEM_FINDINGS);
  const last = kept[MAX_ITEM_FINDINGS - 1];
  if (last) {
    kept[MAX_ITEM_FINDINGS - 1] = {
      ...last,
      description: `${last.description} Aynı türden ${drafts.length - MAX_ITEM_FINDINGS} fark daha var.`,
    };
  }
  return kept;
}

/**
 * Every step of `from` must appear in `to` (reference §5 items 1-2): by operation key, else by a
 * Turkish-aware fuzzy name. A key match with a different name, or a name match under another
 * number, is reported as a mismatch; no match at all as a missing step.
 */
export function compareSteps(from: readonly Step[], to: StepIndex, c: StepComparison): FindingDraft[] {
  const missing: FindingDraft[] = [];
  const numbers: FindingDraft[] = [];
  const names: FindingDraft[] = [];
  for (const step of from) {
    const sameKey = stepsWithKey(step, to);
    const nameFits = (other: Step) =>
      step.stems.length === 0 ||
      other.stems.length === 0 ||
      nameSimilarity(step.stems, other.stems) >= SAME_STEP;
    if (sameKey.some(nameFits)) continue;
    const byName = bestByName(step, to);
    if (
      byName !== null &&
      step.keys.length > 0 &&
      byName.keys.length > 0 &&
      !byName.keys.some((k) => step.keys.includes(k))
    ) {
      numbers.push({
        ruleId: 'link-operation-number-mismatch',
        description: `"${quote(step.name, 80)}" adımı ${c.fromLabel} dokümanında ${step.keys.join(', ')} (${where(step)}), ${c.toLabel} dokümanında ${byName.keys.join(', ')} (${where(byName)}) numarasıyla geçiyor.`,
        recommendation: `Operasyon numarasını iki dokümanda aynı yapın (${step.keys.join(', ')} veya ${byName.keys.join(', ')}).`,
        evidence: evidenceAt(step.table, step.row, step.cellText),
      });
      continue;
    }
    if (byName !== null) continue;
    const other = sameKey[0];
    if (other !== undefined) {
      names.push({
        ruleId: 'link-operation-name-mismatch',
        description: `Operasyon ${step.keys.join(', ')} ${c.fromLabel} dokümanında "${quote(step.name, 80)}" (${where(step)}), ${c.toLabel} dokümanında "${quote(other.name, 80)}" (${where(other)}) olarak adlandırılmış.`,
        recommendation: `Operasyon ${step.keys.join(', ')} için tek bir ad seçin ve iki dokümanda aynı yazın.`,
        evidence: evidenceAt(step.table, step.row, step.cellText),
      });
      continue;
    }
    missing.push({
      ruleId: c.missingRule,
      description: `${c.fromLabel} dokümanındaki "${stepLabel(step)}" adımı (${where(step)}) ${c.toLabel} dokümanında bulunamadı.`,
      recommendation: `"${stepLabel(step)}" adımını ${c.toLabel} dokümanına aynı numara ve adla ekleyin.`,
      evidence: evidenceAt(step.table, step.row, step.cellText),
    });
  }
  return [...capped(missing), ...capped(numbers), ...capped(names)].map((d) => ({
    ...d,
    documentType: c.toType,
  }));
}
