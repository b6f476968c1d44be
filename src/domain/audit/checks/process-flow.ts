import { foldTurkish } from '../../shared/turkish-text';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { type Step, stepLabel } from '../linkage/steps';
import { cell, type PfdTable } from '../tables/mapped-table';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';

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

/** pfd-unnumbered-steps, pfd-duplicate-step-number, pfd-no-inspection/rework/storage-step. */
export function checkProcessFlow(table: PfdTable, steps: readonly Step[]): FindingDraft[] {
  if (steps.length === 0) return [];
  const findings: FindingDraft[] = [];
  const unnumbered = steps.filter((s) => s.keys.length === 0);
  const firstUnnumbered = unnumbered[0];
  if (firstUnnumbered !== undefined) {
    findings.push({
      ruleId: 'pfd-unnumbered-steps',
      description: `${unnumbered.length} adımın operasyon numarası yok: ${unnumbered
        .slice(0, 12)
        .map((s) => `"${quote(s.name, 40)}" (satır ${s.row.row})`)
        .join(', ')}.`,
      evidence: evidenceAt(table, firstUnnumbered.row, firstUnnumbered.cellText),
    });
  }
  const byKey = new Map<string, Step>();
  for (const step of steps) {
    for (const key of step.keys) {
      const earlier = byKey.get(key);
      if (earlier === undefined) {
        byKey.set(key, step);
      } else if (nameSimilarity(earlier.stems, step.stems) < SAME_STEP) {
        findings.push({
          ruleId: 'pfd-duplicate-step-number',
          description: `${key} numarası iki farklı adımda kullanılmış: "${stepLabel(earlier)}" (satır ${earlier.row.row}) ve "${stepLabel(step)}" (satır ${step.row.row}).`,
          evidence: evidenceAt(table, step.row, step.cellText),
        });
      }
    }
  }
  const whole = evidenceAt(table, null, null);
  if (!hasKind(steps, INSPECTION)) {
    findings.push({
      ruleId: 'pfd-no-inspection-step',
      description: `Süreç akışının ${steps.length} adımından hiçbiri muayene veya kontrol adımı değil.`,
      evidence: whole,
    });
  }
  if (!hasKind(steps, REWORK)) {
    findings.push({
      ruleId: 'pfd-no-rework-step',
      description: `Süreç akışında yeniden işleme veya tamir adımı görünmüyor (${steps.length} adım incelendi).`,
      evidence: whole,
    });
  }
  if (!hasKind(steps, STORAGE)) {
    findings.push({
      ruleId: 'pfd-no-storage-step',
      description: `Süreç akışında depolama adımı görünmüyor (${steps.length} adım incelendi).`,
      evidence: whole,
    });
  }
  return findings;
}
