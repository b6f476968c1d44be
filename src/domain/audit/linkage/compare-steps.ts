import type { TAuditDocumentType } from '../contract';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TDocKind } from '../messages/finding-text-tr';
import { item, labels, message, optional } from '../messages/message-params';
import type { TMessageItems } from '../messages/message-contract';
import type { TAuditRuleId } from '../rules';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';
import { bestByName, type StepIndex, stepsWithKey } from './step-index';
import { type Step, stepLabel } from './steps';

/** Per-item findings of one rule stop here; the last says how many more there are. */
const MAX_ITEM_FINDINGS = 25;

export interface StepComparison {
  /** The documents in the sentence (Süreç akışı, PFMEA, Kontrol planı). */
  readonly from: TDocKind;
  readonly to: TDocKind;
  readonly missingRule: TAuditRuleId;
  /** The document to correct: the later one in the chain PFD → PFMEA → CP. */
  readonly toType: TAuditDocumentType;
}

/** 'file, sheet, satır 12': where a step was seen. */
function where(step: Step): TMessageItems {
  const { file, sheetOrPage } = step.table;
  return optional(
    sheetOrPage
      ? item('place-sheet', { file, sheet: sheetOrPage, row: step.row.row })
      : item('place', { file, row: step.row.row }),
  );
}

function capped(drafts: FindingDraft[]): FindingDraft[] {
  if (drafts.length <= MAX_ITEM_FINDINGS) return drafts;
  const kept = drafts.slice(0, MAX_ITEM_FINDINGS);
  const last = kept[MAX_ITEM_FINDINGS - 1];
  if (last) {
    const more = optional(item('more-differences', { count: drafts.length - MAX_ITEM_FINDINGS }));
    kept[MAX_ITEM_FINDINGS - 1] = {
      ...last,
      message: { ...last.message, params: { ...last.message.params, more } },
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
        message: message('link-operation-number-mismatch', {
          name: quote(step.name, 80),
          from: labels('docKind', [c.from]),
          fromKeys: step.keys.join(', '),
          fromPlace: where(step),
          to: labels('docKind', [c.to]),
          toKeys: byName.keys.join(', '),
          toPlace: where(byName),
        }),
        evidence: evidenceAt(step.table, step.row, step.cellText),
      });
      continue;
    }
    if (byName !== null) continue;
    const other = sameKey[0];
    if (other !== undefined) {
      names.push({
        ruleId: 'link-operation-name-mismatch',
        message: message('link-operation-name-mismatch', {
          keys: step.keys.join(', '),
          from: labels('docKind', [c.from]),
          name: quote(step.name, 80),
          fromPlace: where(step),
          to: labels('docKind', [c.to]),
          otherName: quote(other.name, 80),
          toPlace: where(other),
        }),
        evidence: evidenceAt(step.table, step.row, step.cellText),
      });
      continue;
    }
    missing.push({
      ruleId: c.missingRule,
      message: message('link-step-missing', {
        from: labels('docKind', [c.from]),
        step: stepLabel(step),
        place: where(step),
        to: labels('docKind', [c.to]),
      }),
      evidence: evidenceAt(step.table, step.row, step.cellText),
    });
  }
  return [...capped(missing), ...capped(numbers), ...capped(names)].map((d) => ({
    ...d,
    documentType: c.toType,
  }));
}
