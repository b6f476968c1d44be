import { randomUUID } from 'node:crypto';
import type { TCreateFmea, TFmeaRow } from '../../../domain/fmea/contract';
import type { LineValues } from '../../../domain/fmea/line-changes';
import { missingRatings } from '../../../domain/fmea/plan/incomplete-rows';
import { foldTurkish } from '../../../domain/shared/turkish-text';
import { type fmeaLines } from '../../db/schema-fmea-lines';

export type LineRecord = typeof fmeaLines.$inferSelect;
export type LineInsert = typeof fmeaLines.$inferInsert;

/** The descriptive texts kept together in `content`: shown, never queried on their own. */
export interface LineContent {
  processStep: string;
  potentialFailure: string;
  effects: string;
  causes: string;
  controls: string;
  preventionControls: string;
  detectionControls: string;
  sourceRow: number | null;
  processItem?: string;
  workElement?: string;
  specialClass?: string;
  characteristic?: string;
  specification?: string;
  sampleSize?: string;
  sampleFrequency?: string;
  fileAp?: 'H' | 'M' | 'L' | null;
}

const OPTIONAL_TEXTS = [
  'processItem',
  'workElement',
  'specialClass',
  'characteristic',
  'specification',
  'sampleSize',
  'sampleFrequency',
] as const;

/** What the worksheet search matches: folded step, failure and cause. */
export const lineSearchText = (c: Pick<LineContent, 'processStep' | 'potentialFailure' | 'causes'>) =>
  foldTurkish([c.processStep, c.potentialFailure, c.causes].join(' '));

/**
 * A row as sent (import review, manual table) as a line to insert: each keeps the id it was sent with
 * (so a task linked to it survives an edit), a row without one gets a new id.
 */
export function lineInsert(fmeaId: string, row: TCreateFmea['rows'][number], position: number): LineInsert {
  const content: LineContent = {
    processStep: row.processStep,
    potentialFailure: row.potentialFailure,
    effects: row.effects,
    causes: row.causes,
    controls: row.controls,
    preventionControls: row.preventionControls,
    detectionControls: row.detectionControls,
    sourceRow: row.sourceRow,
  };
  // only the texts a row has, so a plain manual row stays small
  for (const key of OPTIONAL_TEXTS) if (row[key] !== '') content[key] = row[key];
  if (row.fileAp !== null) content.fileAp = row.fileAp;
  return {
    fmeaId,
    id: row.id ?? randomUUID(),
    position,
    content,
    severity: row.severity,
    occurrence: row.occurrence,
    detection: row.detection,
    recommendedAction: row.recommendedAction,
    responsible: row.responsible,
    targetDate: row.targetDate,
    actionTaken: row.actionTaken,
    revisedSeverity: row.revised?.severity ?? null,
    revisedOccurrence: row.revised?.occurrence ?? null,
    revisedDetection: row.revised?.detection ?? null,
    searchText: lineSearchText(row),
  };
}

const rpnOf = (s: number | null, o: number | null, d: number | null) =>
  s !== null && o !== null && d !== null ? s * o * d : null;

/** The columns of a stored line its FMEA row is made of (LINE_ROW_JSON_SQL gives them as JSON). */
export type LineRowSource = Pick<
  LineRecord,
  | 'id'
  | 'content'
  | 'severity'
  | 'occurrence'
  | 'detection'
  | 'recommendedAction'
  | 'responsible'
  | 'targetDate'
  | 'actionTaken'
  | 'revisedSeverity'
  | 'revisedOccurrence'
  | 'revisedDetection'
>;

/** A stored line as the FMEA row the plan, the exports and the control plan read (spec §3.1). */
export function lineAsRow(line: LineRowSource): TFmeaRow {
  const content = line.content as LineContent;
  const revised =
    line.revisedSeverity === null && line.revisedOccurrence === null && line.revisedDetection === null
      ? null
      : {
          severity: line.revisedSeverity,
          occurrence: line.revisedOccurrence,
          detection: line.revisedDetection,
        };
  const row: TFmeaRow = {
    ...content,
    id: line.id,
    severity: line.severity,
    occurrence: line.occurrence,
    detection: line.detection,
    rpn: rpnOf(line.severity, line.occurrence, line.detection),
    recommendedAction: line.recommendedAction,
    responsible: line.responsible,
    targetDate: line.targetDate,
    actionTaken: line.actionTaken,
    fileAp: content.fileAp ?? null,
    revised,
  };
  const missing = missingRatings(line);
  if (missing.length > 0) row.missingRatings = missing;
  return row;
}

export { rpnOf };

/** The tracked values of a line as its history compares them. */
export function lineValues(line: Omit<LineInsert, 'fmeaId' | 'position'>): LineValues {
  const content = line.content as LineContent;
  return {
    processStep: content.processStep,
    potentialFailure: content.potentialFailure,
    effects: content.effects,
    causes: content.causes,
    controls: content.controls,
    preventionControls: content.preventionControls,
    detectionControls: content.detectionControls,
    severity: line.severity,
    occurrence: line.occurrence ?? null,
    detection: line.detection ?? null,
    recommendedAction: line.recommendedAction ?? '',
    responsible: line.responsible ?? '',
    targetDate: line.targetDate ?? '',
    actionStatus: line.actionStatus ?? 'none',
    actionTaken: line.actionTaken ?? '',
    completionDate: line.completionDate ?? '',
    revisedSeverity: line.revisedSeverity ?? null,
    revisedOccurrence: line.revisedOccurrence ?? null,
    revisedDetection: line.revisedDetection ?? null,
  };
}

/**
 * The FMEA rows of chunks of lines read as JSON text (readLineChunks): on a pool thread, so the
 * parsing and the rows' objects never occupy the event loop.
 */
export function rowsFromLineChunks(chunks: readonly Uint8Array[]): TFmeaRow[] {
  const rows: TFmeaRow[] = [];
  for (const chunk of chunks) {
    const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
    // the JSON that readLineChunks's SQL builds, one object of LineRowSource's columns per line
    const lines = JSON.parse(text) as LineRowSource[];
    for (const line of lines) rows.push(lineAsRow(line));
  }
  return rows;
}
