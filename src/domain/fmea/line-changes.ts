import type { TLineFieldChange } from './line-contract';

/** Turkish names of a line's fields, as its history shows them. */
export const LINE_FIELD_LABELS = {
  processStep: 'Proses adımı',
  potentialFailure: 'Potansiyel hata türü',
  effects: 'Etkiler',
  causes: 'Nedenler',
  controls: 'Mevcut kontroller',
  preventionControls: 'Önleme kontrolleri',
  detectionControls: 'Tespit kontrolleri',
  severity: 'Şiddet (S)',
  occurrence: 'Olasılık (O)',
  detection: 'Tespit (D)',
  recommendedAction: 'Önerilen aksiyon',
  responsible: 'Sorumlu',
  targetDate: 'Hedef tarih',
  actionStatus: 'Aksiyon durumu',
  actionTaken: 'Alınan aksiyon',
  completionDate: 'Tamamlanma tarihi',
  revisedSeverity: 'Revize S',
  revisedOccurrence: 'Revize O',
  revisedDetection: 'Revize D',
  proposal: 'Revize önerisi',
  taskId: 'Görev',
} as const;
export type LineField = keyof typeof LINE_FIELD_LABELS;

/** A line's tracked values as text ('' for none), the shape both sides of a change are compared in. */
export type LineValues = Partial<Record<LineField, string | number | null>>;

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The fields that differ between two states of a line, in the labels' order. */
export function lineFieldChanges(before: LineValues, after: LineValues): TLineFieldChange[] {
  const changes: TLineFieldChange[] = [];
  for (const field of Object.keys(LINE_FIELD_LABELS) as LineField[]) {
    if (!(field in after)) continue;
    const from = text(before[field]);
    const to = text(after[field]);
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  return changes;
}
