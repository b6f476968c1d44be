import type { TActionPriority, TActionType, TPlanTarget } from '../contract';
import type { ApLookup } from './ap-table';
import { CPK_TARGET, CPK_TARGET_SPECIAL } from './action-texts';

/**
 * What each kind of action is expected to reach (AIAG-VDA rating tables: an error-proofed or
 * well-controlled cause rates O 2-3; automated in-station detection D 2-4). Severity changes only
 * with a design change that removes the effect, which the plan does not assume.
 */
const TARGET_LIMITS: Readonly<Record<TActionType, { occurrence?: number; detection?: number }>> = {
  design: { occurrence: 2, detection: 3 },
  prevention: { occurrence: 3 },
  detection: { detection: 4 },
};

/** Further steps while the target would still be AP H: lower O, then D, one notch at a time. */
const TIGHTENING: readonly { occurrence?: number; detection?: number }[] = [
  { occurrence: 3 },
  { detection: 4 },
  { occurrence: 2 },
  { detection: 3 },
  { occurrence: 1 },
  { detection: 2 },
];

/**
 * The S/O/D the actions aim for, its AP (never H: the plan tightens O and D until the table says M
 * or L) and its RPN. Targets never exceed the current ratings.
 */
export function successTarget(
  ratings: { severity: number; occurrence: number; detection: number },
  actions: readonly TActionType[],
  ap: ApLookup,
): TPlanTarget {
  let { occurrence, detection } = ratings;
  const apply = (limit: { occurrence?: number; detection?: number }) => {
    if (limit.occurrence !== undefined) occurrence = Math.min(occurrence, limit.occurrence);
    if (limit.detection !== undefined) detection = Math.min(detection, limit.detection);
  };
  for (const action of actions) apply(TARGET_LIMITS[action]);
  for (const step of TIGHTENING) {
    if (ap(ratings.severity, occurrence, detection) !== 'H') break;
    apply(step);
  }
  const { severity } = ratings;
  return {
    severity,
    occurrence,
    detection,
    rpn: severity * occurrence * detection,
    actionPriority: ap(severity, occurrence, detection),
  };
}

/** The success criteria sentence: target S/O/D, AP no longer H, RPN target and the kind's proof. */
export function successCriteriaText(
  current: { rpn: number; actionPriority: TActionPriority },
  target: TPlanTarget,
  primary: TActionType,
): string {
  const apText =
    current.actionPriority === 'H'
      ? `AP H → ${target.actionPriority} (artık H değil)`
      : `AP ${current.actionPriority} → ${target.actionPriority}`;
  const rpnText =
    target.rpn < current.rpn ? `RPN ${current.rpn} → ≤ ${target.rpn}` : `RPN ${current.rpn} aşılmaz`;
  const proof: Record<TActionType, string> = {
    design: `özel karakteristikte Cpk ≥ ${CPK_TARGET_SPECIAL}, doğrulama testleri ve müşteri onayı tamam`,
    prevention: `kritik parametrede Cpk ≥ ${CPK_TARGET}, 3 ay boyunca tekrar yok`,
    detection: `Gauge R&R ≤ %10, müşteriye kaçan hata 0`,
  };
  return (
    `Aksiyon sonrası hedef: S=${target.severity}, O≤${target.occurrence}, D≤${target.detection}; ` +
    `${apText}; ${rpnText}; ${proof[primary]}.`
  );
}
