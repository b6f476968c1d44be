import { randomUUID } from 'node:crypto';
import type { TCreateFmea, TFmeaRow } from '../../domain/fmea/contract';
import { missingRatings } from '../../domain/fmea/plan/incomplete-rows';
import { foldTurkish } from '../../domain/shared/turkish-text';

const CONTROL_PLAN_FIELDS = ['characteristic', 'specification', 'sampleSize', 'sampleFrequency'] as const;

/**
 * Rows as stored: each keeps the id it was sent with (so a task linked to a row survives an edit),
 * a row without one gets a new id, and the RPN is always S × O × D (a file's own RPN is not trusted).
 * A row without O or D is kept with its 'eksik derecelendirme' flag (`missingRatings`) and no RPN.
 */
export function storedRows(rows: TCreateFmea['rows']): TFmeaRow[] {
  return rows.map((row) => {
    const missing = missingRatings(row);
    const stored: TFmeaRow = {
      id: row.id ?? randomUUID(),
      processStep: row.processStep,
      potentialFailure: row.potentialFailure,
      effects: row.effects,
      severity: row.severity,
      causes: row.causes,
      occurrence: row.occurrence,
      controls: row.controls,
      preventionControls: row.preventionControls,
      detectionControls: row.detectionControls,
      detection: row.detection,
      rpn:
        row.occurrence !== null && row.detection !== null
          ? row.severity * row.occurrence * row.detection
          : null,
      sourceRow: row.sourceRow,
      processItem: row.processItem,
      workElement: row.workElement,
      specialClass: row.specialClass,
      recommendedAction: row.recommendedAction,
      responsible: row.responsible,
      targetDate: row.targetDate,
      actionTaken: row.actionTaken,
      fileAp: row.fileAp,
      revised: row.revised,
    };
    // complete rows keep the shape they had before the flag existed
    if (missing.length > 0) stored.missingRatings = missing;
    // the control-plan columns only where the row has them, so other rows keep their shape too
    for (const key of CONTROL_PLAN_FIELDS) if (row[key] !== '') stored[key] = row[key];
    return stored;
  });
}

/** What the list search matches: folded name, part/process and file name. */
export function fmeaSearchText(fmea: {
  name: string;
  partOrProcess: string;
  sourceFileName: string | null;
}): string {
  return foldTurkish([fmea.name, fmea.partOrProcess, fmea.sourceFileName ?? ''].join(' '));
}
