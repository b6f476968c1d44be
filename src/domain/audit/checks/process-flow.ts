import { foldTurkish } from '../../shared/turkish-text';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { duplicateFinding, duplicateNumbers } from './duplicate-operations';
import { pfdSteps, type Step } from '../linkage/steps';
import type { LinkageInput } from '../stage-inputs';
import { cell, type PfdTable } from '../tables/mapped-table';
import { item, items, message } from '../messages/message-params';
import { quote } from '../text/blank';

// Folded words that mark a kind of step (Turkish, English, Korean).
const INSPECTION = [
  'muayene',
  'kontrol',
  'inspection',
  'inspect',
  'test',
  'olcum',
  'measure',
  'dogrulama',
  'verification',
  'check',
  'audit',
  '검사',
];
const REWORK = [
  'yeniden isleme',
  'rework',
  'tamir',
  'repair',
  'rotus',
  'duzeltme',
  'reprocess',
  '재작업',
  '수리',
];
const STORAGE = [
  'depo',
  'stok',
  'storage',
  'store',
  'warehouse',
  'ambar',
  'bekleme alani',
  'stoklama',
  '보관',
  '창고',
];

function stepText(step: Step): string {
  return foldTurkish(`${step.name} ${cell(step.row, 'stepType')}`);
}

function hasKind(steps: readonly Step[], words: readonly string[]): boolean {
  return steps.some((step) => {
    const text = stepText(step);
    return words.some((w) => text.includes(foldTurkish(w)));
  });
}

/**
 * pfd-unnumbered-steps, pfd-duplicate-step-number, pfd-no-inspection/rework/storage-step.
 * @internal
 */
export function checkProcessFlow(table: PfdTable, steps: readonly Step[]): FindingDraft[] {
  if (steps.length === 0) return [];
  const findings: FindingDraft[] = [];
  const unnumbered = steps.filter((s) => s.keys.length === 0);
  const firstUnnumbered = unnumbered[0];
  if (firstUnnumbered !== undefined) {
    findings.push({
      ruleId: 'pfd-unnumbered-steps',
      message: message('pfd-unnumbered-steps', {
        count: unnumbered.length,
        // The first twelve are named; the count says how many there are.
        steps: items(
          unnumbered
            .slice(0, 12)
            .map((s) => item('unnumbered-step', { name: quote(s.name, 40), row: s.row.row })),
          'comma',
        ),
      }),
      evidence: evidenceAt(table, firstUnnumbered.row, firstUnnumbered.cellText),
      rows: unnumbered.map((s) => evidenceAt(table, s.row, s.cellText)),
    });
  }
  findings.push(...duplicateFinding('pfd-duplicate-step-number', duplicateNumbers(steps)));
  const whole = evidenceAt(table, null, null);
  if (!hasKind(steps, INSPECTION)) {
    findings.push({
      ruleId: 'pfd-no-inspection-step',
      message: message('pfd-no-inspection-step', { count: steps.length }),
      evidence: whole,
    });
  }
  if (!hasKind(steps, REWORK)) {
    findings.push({
      ruleId: 'pfd-no-rework-step',
      message: message('pfd-no-rework-step', { count: steps.length }),
      evidence: whole,
    });
  }
  if (!hasKind(steps, STORAGE)) {
    findings.push({
      ruleId: 'pfd-no-storage-step',
      message: message('pfd-no-storage-step', { count: steps.length }),
      evidence: whole,
    });
  }
  return findings;
}

/** The process flow rules on every flow of the audit. */
export function processFlows(input: LinkageInput): FindingDraft[] {
  return input.set.flows.flatMap((table) => checkProcessFlow(table, pfdSteps(table)));
}
