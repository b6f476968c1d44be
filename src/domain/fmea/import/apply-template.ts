import { kindFits } from '../../shared/tables/column-kind';
import { FMEA_IMPORT_FIELD_LABELS, type TFmeaImportField, type TTemplateFallback } from './contract';
import { FMEA_IMPORT_SYNONYMS } from './cp-column-synonyms';
import type { TFmeaHeaderField } from './fmea-synonyms';
import { kindBelow, type DetectedHeader } from './header-detection';
import { TEMPLATE_MESSAGES, type TTemplateMapping } from './template-contract';
import { mergeContinuations, type TSheetGrid } from './workbook';

const CONTENT = new Map(FMEA_IMPORT_SYNONYMS.fields.map((f) => [f.field, f.content ?? 'any']));

/**
 * The detected header with a template's columns put in place of detection's. The content typing
 * still rules: a template column whose data no longer fits its field (words under a rating, a
 * rating under a text field) or that lies past the table is not used; that field keeps detection's
 * column and the review is told why (`fallbacks`).
 */
export function applyTemplate(
  sheet: TSheetGrid,
  header: DetectedHeader<TFmeaHeaderField>,
  template: TTemplateMapping,
  letterOf: (column: number) => string,
): { header: DetectedHeader<TFmeaHeaderField>; fallbacks: TTemplateFallback[] } {
  const mapping = { ...header.mapping };
  const fallbacks: TTemplateFallback[] = [];
  const continuations = mergeContinuations(sheet.merges);
  const firstDataRow = header.row + header.depth;
  for (const [field, column] of Object.entries(template) as [TFmeaImportField, number | null][]) {
    if (column === null) {
      delete mapping[field];
      continue;
    }
    const fits =
      column < header.columns.length &&
      kindFits(CONTENT.get(field) ?? 'any', kindBelow(sheet, firstDataRow, column, continuations));
    if (fits) {
      mapping[field] = column;
      continue;
    }
    const detected = header.mapping[field] ?? null;
    const detectedText = detected === null ? null : letterOf(detected);
    fallbacks.push({
      field,
      column,
      detected,
      message: TEMPLATE_MESSAGES.columnMisfit(
        FMEA_IMPORT_FIELD_LABELS[field],
        letterOf(column),
        detectedText,
      ),
    });
  }
  return { header: { ...header, mapping }, fallbacks };
}
