import type { ScaleReason } from '../fmea/import/rating-scale';
import type { ClassifiedSet } from './classified-set';
import type { CheckContext } from './checks/check-context';
import type { PfmeaRow } from './checks/pfmea-rows';
import type { TAuditStage, TAuditTable, TExtractedDocument, TFindingEvidence } from './contract';
import type { FindingDraft } from './finding-draft';
import type { TDocKind } from './messages/vocabulary-tr';
import type { CpTable, MappedTable, PfmeaTable } from './tables/mapped-table';
import type { RevisionGroup } from './tables/revision-sheets';

/** A recognised form with a header and no records ("0 satır"). */
export interface EmptyForm {
  readonly kind: TDocKind;
  readonly sheetOrPage: string | null;
  readonly headerRow: number | null;
}

/** What classifying found in one document: what the document rules of that stage read. */
export interface DocumentClassification {
  readonly doc: TExtractedDocument;
  readonly emptyForms: readonly EmptyForm[];
  /** Recognised tables holding records, before the older revision sheets are set aside. */
  readonly tables: readonly { readonly table: MappedTable<string> }[];
  /** Tables holding no records (a revision history, a cover sheet): document control may stand there. */
  readonly others: readonly TAuditTable[];
  readonly revisions: readonly RevisionGroup[];
  /** Nothing recognised in a readable document: no text at all, or content of no known kind. */
  readonly nothing: 'empty' | 'unrecognised' | null;
}

/** One process or incoming control plan, with the S 9-10 rows of its own part's PFMEAs. */
export interface ControlPlanInput {
  readonly table: CpTable;
  readonly incoming: boolean;
  readonly severePfmeaRows: readonly TFindingEvidence[];
}

/** One PFMEA table with its data rows, its scale problem (null on 1-10) and its optimisation tables. */
export interface PfmeaInput {
  readonly table: PfmeaTable;
  readonly scale: ScaleReason | null;
  readonly actions: readonly PfmeaTable[];
  readonly rows: readonly PfmeaRow[];
  readonly ctx: CheckContext;
}

/** The whole set and its families (one per part; `finding` when the title blocks disagree). */
export interface LinkageInput {
  readonly set: ClassifiedSet;
  readonly families: readonly ClassifiedSet[];
  readonly familyFinding: FindingDraft | null;
}

/** What a check of each stage reads: a stage calls its rules' checks once per input. */
export interface StageInputs {
  readonly reading: TExtractedDocument;
  readonly classifying: DocumentClassification;
  readonly 'control-plan': ControlPlanInput;
  readonly pfmea: PfmeaInput;
  readonly linkage: LinkageInput;
}

/** A check: the findings of its rule (or of the rules that share it) on one input of its stage. */
export type StageCheck<S extends TAuditStage> = (input: StageInputs[S]) => readonly FindingDraft[];
