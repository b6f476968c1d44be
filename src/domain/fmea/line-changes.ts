import type { TLineFieldChange } from './line-contract';

/** A line's tracked fields, in the order its history lists them (names in the web's locale files). */
const LINE_FIELDS = [
  'processStep',
  'potentialFailure',
  'effects',
  'causes',
  'controls',
  'preventionControls',
  'detectionControls',
  'severity',
  'occurrence',
  'detection',
  'recommendedAction',
  'responsible',
  'targetDate',
  'actionStatus',
  'actionTaken',
  'completionDate',
  'revisedSeverity',
  'revisedOccurrence',
  'revisedDetection',
  'proposal',
  'taskId',
  'eightD',
] as const;
type LineField = (typeof LINE_FIELDS)[number];

/** A line's tracked values as text ('' for none), the shape both sides of a change are compared in. */
export type LineValues = Partial<Record<LineField, string | number | null>>;

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The fields that differ between two states of a line, in LINE_FIELDS' order. */
export function lineFieldChanges(before: LineValues, after: LineValues): TLineFieldChange[] {
  const changes: TLineFieldChange[] = [];
  for (const field of LINE_FIELDS) {
    if (!(field in after)) continue;
    const from = text(before[field]);
    const to = text(after[field]);
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  return changes;
}
