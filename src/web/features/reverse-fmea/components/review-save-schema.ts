import { z } from 'zod';
import {
  FMEA_MESSAGES,
  type TCreateFmea,
  type TFmeaRowInput,
  ZCreateFmeaRequest,
} from '../../../../domain/fmea/contract';
import { FMEA_IMPORT_MESSAGES } from '../../../../domain/fmea/import/contract';
import type { ReviewRow } from '../utils/review-rows';

/** What 'Kaydet ve Analiz Et' hands on: POST /api/fmeas without the file's name (the upload tab adds it). */
export type SaveImported = Pick<TCreateFmea, 'name' | 'partOrProcess'> & { rows: TFmeaRowInput[] };

const { name, partOrProcess } = ZCreateFmeaRequest.shape;
// Said together with the name's message, not only once the name is right.
const always = { path: ['rows'], when: () => true };

/**
 * The review's save: name and part as POST /api/fmeas checks them (the contract's Turkish messages),
 * and the rows as the table shows them: a rating the reader flagged and nobody fixed holds the save
 * back (a blank O or D does not: that row is stored flagged). `rows` is never typed; the message
 * about the table is filed under it. Rebuilt on each render with the rows shown, read at submit.
 */
export function reviewSaveSchema(rows: readonly ReviewRow[]) {
  return z
    .object({ name, partOrProcess, rows: z.undefined().optional() })
    .refine(() => rows.length > 0, { ...always, message: FMEA_MESSAGES.noRows })
    .refine(() => rows.every((row) => row.invalid.length === 0), {
      ...always,
      message: FMEA_IMPORT_MESSAGES.ratingsToFix,
    });
}
export type ReviewSaveValues = z.input<ReturnType<typeof reviewSaveSchema>>;
export type ReviewSaveFields = z.output<ReturnType<typeof reviewSaveSchema>>;
