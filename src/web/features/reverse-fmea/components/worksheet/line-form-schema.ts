import { z } from 'zod';
import { FMEA_MESSAGES, MAX_FMEA_TEXT } from '../../../../../domain/fmea/contract';
import {
  LINE_MESSAGES,
  type TFmeaLine,
  type TUpdateLineRequest,
  ZLineActionStatus,
  ZLineDate,
} from '../../../../../domain/fmea/line-contract';

const text = z.string().trim().max(MAX_FMEA_TEXT, FMEA_MESSAGES.textTooLong);
/** A rating as the select gives it: '' (not entered) or '1'…'10'. */
const rating = z.string().regex(/^(|[1-9]|10)$/, FMEA_MESSAGES.rating);
const toRating = (value: string): number | null => (value === '' ? null : Number(value));

/** A date as the contract takes it, or the text the line already had (a file's own 'Q3' stays until changed). */
const date = (kept: string) =>
  z.string().refine((v) => v === kept || ZLineDate.safeParse(v).success, LINE_MESSAGES.dateFormat);

/** The worksheet's line editor: the contract's own rules, on text the form controls give. */
export const lineFormSchema = (line: TFmeaLine) =>
  z
    .object({
      severity: rating.refine((v) => v !== '', FMEA_MESSAGES.rating),
      occurrence: rating,
      detection: rating,
      recommendedAction: text,
      responsible: text,
      targetDate: date(line.targetDate ?? ''),
      actionStatus: ZLineActionStatus,
      actionTaken: text,
      completionDate: date(line.completionDate),
      revisedSeverity: rating,
      revisedOccurrence: rating,
      revisedDetection: rating,
    })
    .superRefine((form, ctx) => {
      const revised = [form.revisedSeverity, form.revisedOccurrence, form.revisedDetection];
      const entered = revised.filter((v) => v !== '').length;
      if (entered > 0 && entered < 3) {
        const path =
          form.revisedSeverity === ''
            ? 'revisedSeverity'
            : form.revisedOccurrence === ''
              ? 'revisedOccurrence'
              : 'revisedDetection';
        ctx.addIssue({ code: 'custom', message: LINE_MESSAGES.revisedIncomplete, path: [path] });
      }
    });
export type TLineFormInput = z.input<ReturnType<typeof lineFormSchema>>;
export type TLineForm = z.output<ReturnType<typeof lineFormSchema>>;

const ratingText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The line as the form starts from. A file's own text in a date field (e.g. 'Q3') is kept as is. */
export function lineFormValues(line: TFmeaLine): TLineFormInput {
  return {
    severity: String(line.severity),
    occurrence: ratingText(line.occurrence),
    detection: ratingText(line.detection),
    recommendedAction: line.recommendedAction ?? '',
    responsible: line.responsible ?? '',
    targetDate: line.targetDate ?? '',
    actionStatus: line.actionStatus,
    actionTaken: line.actionTaken ?? '',
    completionDate: line.completionDate,
    revisedSeverity: ratingText(line.revised?.severity),
    revisedOccurrence: ratingText(line.revised?.occurrence),
    revisedDetection: ratingText(line.revised?.detection),
  };
}

/** Only what the user changed goes in the PATCH (with the version the edit started at); null: nothing. */
export function lineChangeRequest(line: TFmeaLine, form: TLineForm): TUpdateLineRequest | null {
  const start = lineFormValues(line);
  const change: TUpdateLineRequest = { version: line.version };
  if (form.severity !== start.severity) change.severity = Number(form.severity);
  if (form.occurrence !== start.occurrence) change.occurrence = toRating(form.occurrence);
  if (form.detection !== start.detection) change.detection = toRating(form.detection);
  for (const key of [
    'recommendedAction',
    'responsible',
    'targetDate',
    'actionTaken',
    'completionDate',
  ] as const) {
    if (form[key] !== start[key]) change[key] = form[key];
  }
  if (form.actionStatus !== start.actionStatus) change.actionStatus = form.actionStatus;
  const revised = [form.revisedSeverity, form.revisedOccurrence, form.revisedDetection];
  const startRevised = [start.revisedSeverity, start.revisedOccurrence, start.revisedDetection];
  if (revised.some((v, i) => v !== startRevised[i])) {
    change.revised = revised.every((v) => v !== '')
      ? {
          severity: Number(form.revisedSeverity),
          occurrence: Number(form.revisedOccurrence),
          detection: Number(form.revisedDetection),
        }
      : null;
  }
  return Object.keys(change).length > 1 ? change : null;
}
