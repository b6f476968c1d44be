import { z } from 'zod';

/** Why a PFMEA line became a control-plan row (issue 23 §8). */
const CONTROL_PLAN_SOURCES = ['special-class', 'special-severity', 'detection', 'operation'] as const;
const ZControlPlanSource = z.enum(CONTROL_PLAN_SOURCES);
export type TControlPlanSource = z.infer<typeof ZControlPlanSource>;

/** Cells of a draft row the PFMEA could not give: the engineer fills them before release. */
export const CONTROL_PLAN_FILL_FIELDS = [
  'machine',
  'specialClass',
  'specification',
  'measurementTechnique',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'reactionPlan',
] as const;
const ZControlPlanFillField = z.enum(CONTROL_PLAN_FILL_FIELDS);
export type TControlPlanFillField = z.infer<typeof ZControlPlanFillField>;

/**
 * One row of a control-plan draft, in the AIAG layout (IATF 16949 Annex A, reference §4): the
 * operation as the PFMEA names it, the characteristic, its class, specification, the evaluation
 * method (PFMEA detection control), sample size and frequency, control method (prevention control)
 * and the reaction plan.
 */
export const ZControlPlanRow = z.object({
  /** The PFMEA line it comes from. */
  fmeaRowId: z.string(),
  source: ZControlPlanSource,
  operationNumber: z.string(),
  processName: z.string(),
  machine: z.string(),
  characteristicNumber: z.string(),
  productCharacteristic: z.string(),
  specialClass: z.string(),
  specification: z.string(),
  measurementTechnique: z.string(),
  sampleSize: z.string(),
  sampleFrequency: z.string(),
  controlMethod: z.string(),
  reactionPlan: z.string(),
  /** Cells left empty because the PFMEA line did not have them ('doldurulacak'). */
  toFill: z.array(ZControlPlanFillField),
});
export type TControlPlanRow = z.infer<typeof ZControlPlanRow>;

/** The title block both exports carry (part, revision, date, prepared/approved). */
export interface DocumentTitle {
  partNumber: string;
  partName: string;
  revision: string;
  /** dd.mm.yyyy, the plant's day. */
  date: string;
  preparedBy: string;
  approvedBy: string;
}

/** Written in a title field the FMEA does not know (part number, approver). */
export const TO_FILL = 'doldurulacak';

const MAX_CELL = 2_000;
/** Rows of a draft at most: one per PFMEA line is the most a draft can have. */
const MAX_CONTROL_PLAN_ROWS = 20_000;

export const CONTROL_PLAN_MESSAGES = {
  forbidden: 'Kontrol planını yalnızca FMEA’nın sahibi veya Yönetici değiştirebilir',
  cellTooLong: `Bir hücre en fazla ${MAX_CELL} karakter olabilir`,
  noRows: 'Kontrol planı en az bir satır içermelidir',
  tooManyRows: `Kontrol planı en fazla ${MAX_CONTROL_PLAN_ROWS.toLocaleString('tr-TR')} satır içerebilir`,
} as const;

const ZCell = z.string().trim().max(MAX_CELL, CONTROL_PLAN_MESSAGES.cellTooLong);

/** A row as the engineer saves it; `toFill` is recomputed from the empty cells. */
const ZControlPlanRowInput = z.strictObject({
  fmeaRowId: z.string().trim().max(64),
  source: ZControlPlanSource,
  operationNumber: ZCell,
  processName: ZCell,
  machine: ZCell,
  characteristicNumber: ZCell,
  productCharacteristic: ZCell,
  specialClass: ZCell,
  specification: ZCell,
  measurementTechnique: ZCell,
  sampleSize: ZCell,
  sampleFrequency: ZCell,
  controlMethod: ZCell,
  reactionPlan: ZCell,
});
export type TControlPlanRowInput = z.infer<typeof ZControlPlanRowInput>;

/** PATCH /api/fmeas/:id/control-plan: the edited draft replaces the stored one. */
export const ZSaveControlPlanRequest = z.strictObject({
  rows: z
    .array(ZControlPlanRowInput)
    .min(1, CONTROL_PLAN_MESSAGES.noRows)
    .max(MAX_CONTROL_PLAN_ROWS, CONTROL_PLAN_MESSAGES.tooManyRows),
});
export type TSaveControlPlanRequest = z.infer<typeof ZSaveControlPlanRequest>;

/**
 * GET/PATCH /api/fmeas/:id/control-plan. `stored` false: generated now from the PFMEA. `stale`: the
 * stored draft was saved against an older version of the FMEA (its lines changed since).
 */
export const ZControlPlan = z.object({
  rows: z.array(ZControlPlanRow),
  stored: z.boolean(),
  basedOnVersion: z.number().int(),
  stale: z.boolean(),
});
export type TControlPlan = z.infer<typeof ZControlPlan>;
