import { foldTurkish } from '../../shared/turkish-text';
import type { TFmeaRow } from '../contract';
import {
  CONTROL_PLAN_FILL_FIELDS,
  type TControlPlanFillField,
  type TControlPlanRow,
  type TControlPlanSource,
} from './contract';
import { splitOperation } from './operation-key';

/** Severity from which a line is a special-characteristic candidate (reference §5 item 3, 8.3.3.3). */
const SPECIAL_SEVERITY = 9;

// What plants write in a class cell to say "not special".
const NOT_SPECIAL = new Set([
  '',
  '-',
  '—',
  'yok',
  'n/a',
  'na',
  'none',
  'no',
  'std',
  'standart',
  'standard',
  '0',
]);

/**
 * The class as written when it marks the line special (CC, SC, Ⓢ …), else ''.
 * @internal
 */
export function specialClassOf(row: Pick<TFmeaRow, 'specialClass'>): string {
  const text = (row.specialClass ?? '').trim();
  return NOT_SPECIAL.has(foldTurkish(text)) ? '' : text;
}

function sourceOf(row: TFmeaRow, detection: string): TControlPlanSource | null {
  if (specialClassOf(row) !== '') return 'special-class';
  if (row.severity >= SPECIAL_SEVERITY) return 'special-severity';
  return detection !== '' ? 'detection' : null;
}

/**
 * The detection and prevention controls of a line. An AIAG-4 file has one 'current controls'
 * column: it is read as the evaluation method, and the control method is left to fill.
 */
function controlsOf(row: TFmeaRow): { detection: string; prevention: string } {
  const detection = row.detectionControls.trim();
  const prevention = row.preventionControls.trim();
  if (detection === '' && prevention === '') return { detection: row.controls.trim(), prevention: '' };
  return { detection, prevention };
}

function draftRow(row: TFmeaRow, source: TControlPlanSource, number: number): TControlPlanRow {
  const op = splitOperation(row.processStep);
  const { detection, prevention } = controlsOf(row);
  const cells = {
    machine: (row.workElement ?? '').trim(),
    specialClass: specialClassOf(row),
    specification: (row.specification ?? '').trim(),
    measurementTechnique: detection,
    sampleSize: (row.sampleSize ?? '').trim(),
    sampleFrequency: (row.sampleFrequency ?? '').trim(),
    controlMethod: prevention,
    reactionPlan: '',
  } satisfies Record<TControlPlanFillField, string>;
  const toFill = (Object.keys(cells) as TControlPlanFillField[]).filter(
    // an ordinary characteristic has no class: its empty class cell is no gap
    (field) => cells[field] === '' && (field !== 'specialClass' || source === 'special-severity'),
  );
  return {
    fmeaRowId: row.id,
    source,
    operationNumber: op.number,
    processName: op.name,
    characteristicNumber: String(number),
    productCharacteristic: (row.characteristic ?? '').trim() || row.potentialFailure.trim(),
    ...cells,
    toFill,
  };
}

/**
 * PFMEA lines → control-plan draft rows (issue 23 §8). Every special characteristic (class marked,
 * or S ≥ 9) and every line with a detection control becomes a row, in the PFMEA's order; one row
 * per operation, characteristic, class and method (repeated causes of one failure give one row).
 * An operation none of whose lines qualifies still gets a row from its first line, so every PFMEA
 * step is in the plan (reference §5 items 1-4). Specification, sample size and frequency come from
 * the line when the file had them; otherwise, like the reaction plan, they are listed in `toFill`.
 */
export function controlPlanDraft(rows: readonly TFmeaRow[]): TControlPlanRow[] {
  const picked: { row: TFmeaRow; source: TControlPlanSource; index: number }[] = [];
  const firstOfStep = new Map<string, number>();
  const coveredSteps = new Set<string>();
  rows.forEach((row, index) => {
    const step = row.processStep.trim();
    if (!firstOfStep.has(step)) firstOfStep.set(step, index);
    const source = sourceOf(row, controlsOf(row).detection);
    if (source === null) return;
    picked.push({ row, source, index });
    coveredSteps.add(step);
  });
  for (const [step, index] of firstOfStep) {
    const row = rows[index];
    if (!coveredSteps.has(step) && row) picked.push({ row, source: 'operation', index });
  }
  picked.sort((a, b) => a.index - b.index);

  const seen = new Set<string>();
  const draft: TControlPlanRow[] = [];
  for (const { row, source } of picked) {
    const candidate = draftRow(row, source, draft.length + 1);
    const key = foldTurkish(
      [
        row.processStep,
        candidate.productCharacteristic,
        candidate.specialClass,
        candidate.measurementTechnique,
      ].join('\u0000'),
    );
    if (seen.has(key)) continue;
    seen.add(key);
    draft.push(candidate);
  }
  return draft;
}

/** The cells of an edited row still empty: what remains to fill (an ordinary row's class is no gap). */
export function cellsToFill(row: Omit<TControlPlanRow, 'toFill'>): TControlPlanFillField[] {
  return CONTROL_PLAN_FILL_FIELDS.filter(
    (field) => row[field].trim() === '' && (field !== 'specialClass' || row.source === 'special-severity'),
  );
}
