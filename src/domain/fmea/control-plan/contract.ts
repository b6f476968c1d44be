import { z } from 'zod';

/** Why a PFMEA line became a control-plan row (issue 23 §8). */
export const CONTROL_PLAN_SOURCES = ['special-class', 'special-severity', 'detection', 'operation'] as const;
export const ZControlPlanSource = z.enum(CONTROL_PLAN_SOURCES);
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
export const ZControlPlanFillField = z.enum(CONTROL_PLAN_FILL_FIELDS);
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

/** Why a row is in the draft, in Turkish (the export's 'Kaynak' note). */
export const CONTROL_PLAN_SOURCE_LABELS: Record<TControlPlanSource, string> = {
  'special-class': 'Özel karakteristik (sınıf işaretli)',
  'special-severity': 'Özel karakteristik adayı (Şiddet ≥ 9)',
  detection: 'PFMEA tespit kontrolü',
  operation: 'Operasyon (PFMEA’da tespit kontrolü yok)',
};
