import {
  compileSynonyms,
  type CompiledSynonyms,
  type DetectedHeader,
} from '../../fmea/import/header-detection';
import { foldTurkish } from '../../shared/turkish-text';
import type { TAuditDocumentType, TAuditTable, TExtractedDocument } from '../contract';
import { CONTROL_PLAN_SYNONYMS } from './control-plan-synonyms';
import type { TSheetGrid } from '../../fmea/import/workbook';
import {
  detectTableHeader,
  namesOwnerAndDate,
  sheetGrid,
  sheetOrPage,
  toMappedTable,
  withoutSideBlocks,
} from './map-table';
import type {
  CpTable,
  PfdTable,
  PfmeaTable,
  TCpField,
  TPfdField,
  TPfmeaField,
  TTableKind,
} from './mapped-table';
import { PFMEA_AUDIT_SYNONYMS, PFMEA_FIELD_OF, type TAuditFmeaHeaderField } from './pfmea-synonyms';
import { PROCESS_FLOW_SYNONYMS } from './process-flow-synonyms';
import type { RowRules } from './record-reader';

export type ClassifiedTable =
  | { readonly kind: 'control-plan'; readonly table: CpTable }
  | { readonly kind: 'pfmea'; readonly table: PfmeaTable }
  | { readonly kind: 'process-flow'; readonly table: PfdTable };

/** The three vocabularies, compiled once per audit (their match caches stay bounded by it). */
export interface Vocabularies {
  readonly cp: CompiledSynonyms<TCpField>;
  readonly pfmea: CompiledSynonyms<TAuditFmeaHeaderField>;
  readonly pfd: CompiledSynonyms<TPfdField>;
}

export function compileVocabularies(): Vocabularies {
  return {
    cp: compileSynonyms(CONTROL_PLAN_SYNONYMS),
    pfmea: compileSynonyms(PFMEA_AUDIT_SYNONYMS),
    pfd: compileSynonyms(PROCESS_FLOW_SYNONYMS),
  };
}

/** The audit's PFMEA field of a header field; an owner-and-date heading is the combined field. */
function pfmeaFieldOf(field: TAuditFmeaHeaderField, text: string): TPfmeaField | undefined {
  const target = PFMEA_FIELD_OF[field];
  return (target === 'responsibility' || target === 'targetDate') && namesOwnerAndDate(text)
    ? 'responsibilityAndDate'
    : target;
}

// Plants leave the operation, the step and the failure mode blank under the first row of a group.
const PFMEA_ROWS: RowRules<TPfmeaField> = {
  numberField: 'operationNumber',
  nameField: 'processStep',
  fillDown: ['operationNumber', 'processStep', 'failureMode'],
  ratingFields: ['severity', 'occurrence', 'detection'],
  sectionsInKeyColumns: true,
};
const CP_ROWS: RowRules<TCpField> = {
  numberField: 'operationNumber',
  nameField: 'processName',
  fillDown: ['operationNumber', 'processName'],
  sectionsInKeyColumns: true,
};
// An unnumbered step is a finding (pfd-unnumbered-steps): a flow's numbers are never filled down.
const PFD_ROWS: RowRules<TPfdField> = { numberField: 'stepNumber', nameField: 'stepName' };

const SAMPLE_WORD = /\b(sample|sampel|numune)\b/u;
const SIZE_AND_FREQUENCY = [/\b(size|boyut\w*|miktar\w*)\b/u, /\b(freq\w*|siklik\w*|frekans\w*)\b/u];

/**
 * One 'Numune / Sıklık' ('Sample / Frequency') column holds both the size and the frequency
 * (reference §6): when the header gave only one of the pair to a heading that names the sample and
 * the other one too, or the size and the frequency together, it is the combined sample column.
 */
function combinedSample(header: DetectedHeader<TCpField>): DetectedHeader<TCpField> {
  const { sampleSize, sampleFrequency, sample } = header.mapping;
  if (sample !== undefined || (sampleSize === undefined) === (sampleFrequency === undefined)) return header;
  const column = (sampleSize ?? sampleFrequency)!;
  const text = foldTurkish(header.columns[column]?.header ?? '');
  const both = SIZE_AND_FREQUENCY.every((word) => word.test(text));
  const namesOther = SAMPLE_WORD.test(text) && SIZE_AND_FREQUENCY.some((word) => word.test(text));
  if (!both && !(namesOther && text.includes('/'))) return header;
  const mapping = { ...header.mapping, sample: column };
  delete mapping.sampleSize;
  delete mapping.sampleFrequency;
  return { ...header, mapping };
}

const count = (fields: readonly string[], found: ReadonlySet<string>) =>
  fields.filter((f) => found.has(f)).length;

/** A PFMEA names at least two of S/O/D and a failure, effect or cause column. */
function isPfmea(found: ReadonlySet<string>): boolean {
  return (
    count(['severity', 'occurrence', 'detection'], found) >= 2 &&
    count(['failureMode', 'effect', 'cause'], found) >= 1
  );
}

/** A control plan names at least three of its core contents. */
function isControlPlan(found: ReadonlySet<string>): boolean {
  const core = [
    found.has('specification'),
    found.has('measurementTechnique'),
    found.has('sample') || found.has('sampleSize') || found.has('sampleFrequency'),
    found.has('controlMethod'),
    found.has('reactionPlan'),
    found.has('productCharacteristic') || found.has('processCharacteristic') || found.has('characteristic'),
  ];
  return core.filter(Boolean).length >= 3;
}

/**
 * A process flow names its steps and numbers or kinds them; outside a document declared a process
 * flow it must number them (a 'Document Type / Title / Description' list is not a flow).
 */
function isProcessFlow(found: ReadonlySet<string>, declared: TAuditDocumentType): boolean {
  if (!found.has('stepName')) return false;
  return found.has('stepNumber') || (declared === 'process-flow' && found.has('stepType'));
}

const PREFERENCE: Readonly<Record<TAuditDocumentType, readonly TTableKind[]>> = {
  fmea: ['pfmea', 'control-plan', 'process-flow'],
  'control-plan': ['control-plan', 'pfmea', 'process-flow'],
  'process-flow': ['process-flow', 'pfmea', 'control-plan'],
  synoptic: ['pfmea', 'control-plan', 'process-flow'],
  other: ['pfmea', 'control-plan', 'process-flow'],
};

/**
 * What a table is, decided by its header (shared detection, one vocabulary per kind). The declared
 * type breaks ties: a process flow that lists characteristics stays a process flow. Null when the
 * table has no header of any kind.
 */
export function classifyTable(
  doc: TExtractedDocument,
  table: TAuditTable,
  vocab: Vocabularies,
): ClassifiedTable | null {
  const grid = sheetGrid(table, sheetOrPage(table) ?? doc.name);
  const found = classifyGrid(doc, table, grid, vocab);
  if (found !== null) return found;
  // A block beside the header (a numbered legend) can hide it: try once more without it.
  const trimmed = withoutSideBlocks(grid);
  return trimmed === null ? null : classifyGrid(doc, table, trimmed, vocab);
}

function classifyGrid(
  doc: TExtractedDocument,
  table: TAuditTable,
  grid: TSheetGrid,
  vocab: Vocabularies,
): ClassifiedTable | null {
  for (const kind of PREFERENCE[doc.type]) {
    if (kind === 'pfmea') {
      const header = detectTableHeader(grid, vocab.pfmea);
      const found = new Set(
        Object.keys(header?.mapping ?? {}).map((f) => PFMEA_FIELD_OF[f as TAuditFmeaHeaderField] ?? ''),
      );
      if (header && isPfmea(found)) {
        const mapped = toMappedTable<TAuditFmeaHeaderField, TPfmeaField>(
          doc,
          table,
          header,
          pfmeaFieldOf,
          PFMEA_ROWS,
        );
        return { kind, table: mapped };
      }
    } else if (kind === 'control-plan') {
      const detected = detectTableHeader(grid, vocab.cp);
      const header = detected && combinedSample(detected);
      if (header && isControlPlan(new Set(Object.keys(header.mapping)))) {
        return { kind, table: toMappedTable<TCpField, TCpField>(doc, table, header, (f) => f, CP_ROWS) };
      }
    } else {
      const header = detectTableHeader(grid, vocab.pfd);
      if (header && isProcessFlow(new Set(Object.keys(header.mapping)), doc.type)) {
        return {
          kind,
          table: toMappedTable<TPfdField, TPfdField>(doc, table, header, (f) => f, PFD_ROWS),
        };
      }
    }
  }
  return null;
}

/**
 * An AIAG-VDA optimisation table (step 6: failure mode, action, owner, target date, without the
 * current S/O/D) on another sheet of a PFMEA workbook: the actions of the risk table's rows.
 */
export function classifyActionTable(
  doc: TExtractedDocument,
  table: TAuditTable,
  vocab: Vocabularies,
): PfmeaTable | null {
  const header = detectTableHeader(sheetGrid(table, sheetOrPage(table) ?? doc.name), vocab.pfmea);
  if (header === null) return null;
  const found = new Set(
    Object.keys(header.mapping).map((f) => PFMEA_FIELD_OF[f as TAuditFmeaHeaderField] ?? ''),
  );
  if (!found.has('failureMode') || !found.has('recommendedAction') || isPfmea(found)) return null;
  return toMappedTable<TAuditFmeaHeaderField, TPfmeaField>(doc, table, header, pfmeaFieldOf, PFMEA_ROWS);
}
