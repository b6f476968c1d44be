import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TFindingMessageKey } from '../messages/finding-text-tr';
import { item, message, optional } from '../messages/message-params';
import type { TAuditRuleId } from '../rules';
import type { Step } from '../linkage/steps';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';

/** Findings of one document stop here; the last says how many more there are. */
const MAX_FINDINGS = 25;

/**
 * A cell listing this many operation numbers or more is a summary row: one combined name for a group
 * of operations ('180, 190, 210, 220 | Cleaning, Sticker Pasting, Accessories & Packaging'), whose
 * names cannot be paired with its numbers. A pair ('30 & 40 Tank Assembly') is one step at two
 * stations and still counts.
 */
export const SUMMARY_ROW_KEYS = 3;

/** Two different steps of one document under one operation number. */
export interface DuplicateNumber {
  readonly key: string;
  readonly first: Step;
  readonly second: Step;
}

/**
 * Operation numbers that one document gives to two different steps, written in two cells: each
 * later step is compared with the first step of its number. `steps` are the document's distinct
 * steps (a step repeated over its failure-mode or characteristic rows is one step), so only a
 * different name counts, compared Turkish-aware ("Kaynak" = "Kaynak işlemi"). One number cell
 * merged over several step names holds sub-steps of one operation, not a reuse; a step without a
 * name says nothing against the other; a summary row (SUMMARY_ROW_KEYS) is neither compared nor
 * compared with. One finding per pair of number cells.
 */
export function duplicateNumbers(steps: readonly Step[]): DuplicateNumber[] {
  const firstOf = new Map<string, Step>();
  const reported = new Set<string>();
  const found: DuplicateNumber[] = [];
  for (const step of steps) {
    if (step.keys.length >= SUMMARY_ROW_KEYS) continue;
    for (const key of step.keys) {
      const first = firstOf.get(key);
      if (first === undefined) {
        firstOf.set(key, step);
        continue;
      }
      const pair = `${key}#${first.numberCell}#${step.numberCell}`;
      if (
        first.numberCell === step.numberCell ||
        reported.has(pair) ||
        first.stems.length === 0 ||
        step.stems.length === 0 ||
        nameSimilarity(first.stems, step.stems) >= SAME_STEP
      ) {
        continue;
      }
      reported.add(pair);
      found.push({ key, first, second: step });
    }
  }
  return found;
}

/**
 * pfmea-duplicate-operation-number / cp-duplicate-operation-number: one finding per operation
 * number a PFMEA or control plan uses for two different steps (kkpp's PFMEA: 11 PUNCHING and
 * 11 AIR FLUSHING). Linkage by number cannot tell such steps apart.
 */
export function checkDuplicateOperations(
  ruleId: TAuditRuleId & ('pfmea-duplicate-operation-number' | 'cp-duplicate-operation-number'),
  steps: readonly Step[],
): FindingDraft[] {
  const duplicates = duplicateNumbers(steps);
  const key: TFindingMessageKey = ruleId;
  return duplicates.slice(0, MAX_FINDINGS).map(({ key: number, first, second }, index) => {
    const more = index === MAX_FINDINGS - 1 && duplicates.length > MAX_FINDINGS;
    return {
      ruleId,
      message: message(key, {
        key: number,
        first: quote(first.name, 80),
        firstRow: first.row.row,
        second: quote(second.name, 80),
        secondRow: second.row.row,
        more: optional(more ? item('more-differences', { count: duplicates.length - MAX_FINDINGS }) : null),
      }),
      evidence: evidenceAt(second.table, second.row, second.cellText),
    };
  });
}
