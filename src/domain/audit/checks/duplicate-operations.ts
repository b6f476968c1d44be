import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TFindingMessageKey } from '../messages/finding-texts';
import { item, items, message } from '../messages/message-params';
import type { Step } from '../linkage/steps';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';

/**
 * A cell listing this many operation numbers or more is a summary row: one combined name for a group
 * of operations ('180, 190, 210, 220 | Cleaning, Sticker Pasting, Accessories & Packaging'), whose
 * names cannot be paired with its numbers. A pair ('30 & 40 Tank Assembly') is one step at two
 * stations and still counts.
 */
const SUMMARY_ROW_KEYS = 3;

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
 * compared with.
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

/** The pairs of a rule's finding, as message items, and the rows it lists (the later step of each pair). */
export function duplicateFinding(
  // Literal ids, not TAuditRuleId: the rule definitions call this, so their type cannot depend on it.
  ruleId: 'pfmea-duplicate-operation-number' | 'cp-duplicate-operation-number' | 'pfd-duplicate-step-number',
  duplicates: readonly DuplicateNumber[],
): FindingDraft[] {
  const first = duplicates[0];
  if (first === undefined) return [];
  const key: TFindingMessageKey = ruleId;
  return [
    {
      ruleId,
      message: message(key, {
        count: duplicates.length,
        pairs: items(
          duplicates.map((d) =>
            item('duplicate-pair', {
              key: d.key,
              first: quote(d.first.name, 80),
              firstRow: d.first.row.row,
              second: quote(d.second.name, 80),
              secondRow: d.second.row.row,
            }),
          ),
        ),
      }),
      evidence: evidenceAt(first.second.table, first.second.row, first.second.cellText),
      rows: duplicates.map((d) => evidenceAt(d.second.table, d.second.row, d.second.cellText)),
    },
  ];
}

/**
 * pfmea-duplicate-operation-number / cp-duplicate-operation-number: one finding per table listing
 * every operation number a PFMEA or control plan uses for two different steps (kkpp's PFMEA:
 * 11 PUNCHING and 11 AIR FLUSHING). Linkage by number cannot tell such steps apart.
 */
export function checkDuplicateOperations(
  ruleId: 'pfmea-duplicate-operation-number' | 'cp-duplicate-operation-number',
  steps: readonly Step[],
): FindingDraft[] {
  return duplicateFinding(ruleId, duplicateNumbers(steps));
}
