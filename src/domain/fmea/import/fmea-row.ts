import type { TFmeaImportIssue, TImportedFmeaRow } from './contract';
import type { TFmeaHeaderField } from './fmea-synonyms';
import { foldTurkish } from '../../shared/turkish-text';
import { cleanCellText, parseNumber } from '../../shared/tables/cell-values';

type Mapping = Partial<Record<TFmeaHeaderField, number>>;
type RatingField = 'severity' | 'occurrence' | 'detection';

const RATING_NAMES: Record<RatingField, string> = {
  severity: 'Şiddet (S)',
  occurrence: 'Olasılık (O)',
  detection: 'Tespit (D)',
};
const trNumber = (n: number) => n.toLocaleString('tr-TR');

const AP_WORDS: Record<string, 'H' | 'M' | 'L'> = {
  h: 'H',
  high: 'H',
  yuksek: 'H',
  alta: 'H',
  m: 'M',
  medium: 'M',
  orta: 'M',
  media: 'M',
  l: 'L',
  low: 'L',
  dusuk: 'L',
  baja: 'L',
};

/** 'High', 'yüksek', 'H' → 'H'; anything else null. */
export function parseActionPriority(text: string): 'H' | 'M' | 'L' | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : (AP_WORDS[foldTurkish(trimmed)] ?? null);
}

/** A 1-10 rating cell: the value, or null with the issue that explains why. */
function parseRating(
  field: RatingField,
  raw: string,
): { value: number | null; issue: TFmeaImportIssue | null } {
  const value = cleanCellText(raw);
  const name = RATING_NAMES[field];
  if (value === '') return { value: null, issue: { field, code: 'blank', message: `${name} boş`, value } };
  const n = parseNumber(value);
  if (n === null) {
    return {
      value: null,
      issue: { field, code: 'not_a_number', message: `${name} sayı değil: "${value}"`, value },
    };
  }
  if (!Number.isInteger(n) || n < 1 || n > 10) {
    const message = `${name} 1 ile 10 arasında tam sayı olmalı (dosyada ${trNumber(n)})`;
    return { value: null, issue: { field, code: 'out_of_range', message, value } };
  }
  return { value: n, issue: null };
}

const quiet = (raw: string | undefined): number | null => {
  const n = parseNumber(raw ?? '');
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 10 ? n : null;
};

/** Reads one data row through the mapping: texts cleaned, S/O/D checked, RPN computed and compared. */
export function readFmeaRow(cells: readonly string[], mapping: Mapping, sourceRow: number): TImportedFmeaRow {
  const cell = (field: TFmeaHeaderField) => {
    const column = mapping[field];
    return column === undefined ? '' : cleanCellText(cells[column] ?? '');
  };
  const issues: TFmeaImportIssue[] = [];
  const rating = (field: RatingField) => {
    const { value, issue } = parseRating(field, cell(field));
    if (issue) issues.push(issue);
    return value;
  };
  const severity = rating('severity');
  const occurrence = rating('occurrence');
  const detection = rating('detection');
  const rpn =
    severity !== null && occurrence !== null && detection !== null ? severity * occurrence * detection : null;

  const rpnText = cell('rpn');
  const fileRpn = parseNumber(rpnText);
  if (rpnText !== '' && fileRpn === null) {
    issues.push({
      field: 'rpn',
      code: 'not_a_number',
      message: `Dosyadaki RPN sayı değil: "${rpnText}"`,
      value: rpnText,
    });
  } else if (fileRpn !== null && rpn !== null && fileRpn !== rpn) {
    const message = `Dosyadaki RPN ${trNumber(fileRpn)}, S×O×D = ${severity}×${occurrence}×${detection} = ${rpn}`;
    issues.push({ field: 'rpn', code: 'rpn_mismatch', message, value: rpnText });
  }

  const preventionControls = cell('preventionControls');
  const detectionControls = cell('detectionControls');
  const controls = [cell('controls'), preventionControls, detectionControls]
    .filter((t) => t !== '')
    .join('\n');
  const hasRevised = (
    ['revisedSeverity', 'revisedOccurrence', 'revisedDetection', 'revisedRpn'] as const
  ).some((f) => cell(f) !== '');
  // AIAG-VDA step 6 writes the preventive and the detection action in two columns: both are kept.
  const recommendedAction = [cell('recommendedAction'), cell('detectionAction')]
    .filter((t) => t !== '')
    .join('\n');
  return {
    sourceRow,
    processItem: cell('processItem'),
    processStep: cell('processStep'),
    workElement: cell('workElement'),
    potentialFailure: cell('potentialFailure'),
    effects: cell('effects'),
    severity,
    causes: cell('causes'),
    occurrence,
    controls,
    preventionControls,
    detectionControls,
    detection,
    rpn,
    fileRpn,
    fileAp: parseActionPriority(cell('ap')),
    revised: hasRevised
      ? {
          severity: quiet(cell('revisedSeverity')),
          occurrence: quiet(cell('revisedOccurrence')),
          detection: quiet(cell('revisedDetection')),
          rpn: parseNumber(cell('revisedRpn')),
        }
      : null,
    specialClass: cell('classification'),
    characteristic: cell('characteristic'),
    specification: cell('specification'),
    sampleSize: cell('sampleSize'),
    sampleFrequency: cell('sampleFrequency'),
    recommendedAction,
    responsible: cell('responsibility'),
    targetDate: cell('targetDate'),
    actionTaken: cell('actionTaken'),
    issues,
  };
}
