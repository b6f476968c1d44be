import type { ScaleReason } from '../fmea/import/rating-scale';
import { type ApCells, apLookup, DEFAULT_AP_CELLS } from '../fmea/plan/ap-table';
import { buildReport } from './build-report';
import type { ClassifiedSet } from './classified-set';
import { cpDataRows } from './checks/cp-rows';
import { flowRulesApply, textFlowApplies } from './checks/flow-applicability';
import { isIncomingInspectionPlan } from './checks/incoming-plan';
import { pfmeaDataRows } from './checks/pfmea-rows';
import { pfmeaScale } from './checks/pfmea-scale';
import {
  AUDIT_STAGES,
  type TAuditProgress,
  type TAuditReport,
  type TAuditRuleSettingsInput,
  type TAuditStage,
  type TAuditTable,
  type TExtractedDocument,
  type TExtractedDocumentInput,
  ZAuditRuleSettings,
  ZExtractedDocument,
} from './contract';
import type { FindingDraft } from './finding-draft';
import { groupByDocument } from './group-findings';
import { isRuleEnabled } from './rules';
import type { DocumentClassification, EmptyForm } from './stage-inputs';
import { controlPlanStage, linkageStage, pfmeaStage, runStage } from './stages';
import {
  classifyActionTable,
  classifyTable,
  compileVocabularies,
  type ClassifiedTable,
} from './tables/classify-table';
import type { CpTable, PfdTable, PfmeaTable } from './tables/mapped-table';
import { textFlowTable } from './tables/text-flow';
import { latestRevisions } from './tables/revision-sheets';
import { joinPageTables } from './tables/page-tables';
import { sheetGrid } from './tables/map-table';
import { pfdSteps } from './linkage/steps';

export interface RunAuditOptions {
  /** The organisation's AP table (FMEA settings); the AIAG-VDA 2019 default otherwise. */
  readonly apCells?: ApCells;
}

function hasRows(classified: ClassifiedTable): boolean {
  switch (classified.kind) {
    case 'control-plan':
      return cpDataRows(classified.table).length > 0;
    case 'pfmea':
      return pfmeaDataRows(classified.table).length > 0;
    case 'process-flow':
      return pfdSteps(classified.table).length > 0;
  }
}

/**
 * Stage 2: what each table is. Empty forms give "no rows" and nothing else; readable documents
 * with nothing recognisable say so; a process flow written as text is read from its lines. Returns
 * the set the later stages audit and, per document, what the classifying rules read.
 */
function classify(documents: readonly TExtractedDocument[]): {
  set: ClassifiedSet;
  classified: DocumentClassification[];
} {
  const vocab = compileVocabularies();
  const controlPlans: { table: CpTable; incoming: boolean }[] = [];
  const pfmeas: { table: PfmeaTable; scale: ScaleReason | null; actions: PfmeaTable[] }[] = [];
  const flows: PfdTable[] = [];
  const classified: DocumentClassification[] = [];
  for (const doc of documents) {
    let recognised = 0;
    const actions: PfmeaTable[] = [];
    // The scale rule looks for a rating-definition table on the workbook's other sheets.
    const workbook = doc.tables.map((t) => sheetGrid(t, t.sheet ?? doc.name));
    const found: ClassifiedTable[] = [];
    const tables: ClassifiedTable[] = [];
    const emptyForms: EmptyForm[] = [];
    // Tables that hold no records (a revision history, a cover sheet): document control may stand there.
    const others: TAuditTable[] = [];
    // A table that runs over PDF pages is read whole, under the first page's header.
    for (const table of joinPageTables(doc, vocab)) {
      const classifiedTable = classifyTable(doc, table, vocab);
      if (classifiedTable === null) {
        const actionTable = classifyActionTable(doc, table, vocab);
        if (actionTable !== null) actions.push(actionTable);
        else others.push(table);
        continue;
      }
      tables.push(classifiedTable);
    }
    // Process-flow rules only where a flow belongs (docs/audit-rules.md, "Where a rule does not apply").
    const asFlow = flowRulesApply(
      doc.type,
      tables.map((t) => t.kind),
    );
    for (const table of tables) {
      if (table.kind === 'process-flow' && !asFlow) continue;
      recognised += 1;
      if (!hasRows(table)) {
        emptyForms.push({
          kind: table.kind,
          sheetOrPage: table.table.sheetOrPage,
          headerRow: table.table.headerRow,
        });
        continue;
      }
      found.push(table);
    }
    // Sheets that are revisions of one document are audited once, on the latest (the report says which).
    const { keep, groups } = latestRevisions(found);
    found.forEach((table, i) => {
      if (!keep.has(i)) return;
      if (table.kind === 'control-plan') {
        controlPlans.push({ table: table.table, incoming: isIncomingInspectionPlan(table.table) });
      } else if (table.kind === 'pfmea') {
        pfmeas.push({ table: table.table, scale: pfmeaScale(table.table, workbook), actions });
      } else {
        flows.push(table.table);
      }
    });
    let nothing: DocumentClassification['nothing'] = null;
    if (recognised === 0) {
      const textFlow = textFlowApplies(doc.type) ? textFlowTable(doc) : null;
      if (textFlow !== null) flows.push(textFlow);
      // An unreadable document already has its finding; saying "unrecognised" too would be noise.
      else if (!doc.readProblem) nothing = isBlankDocument(doc) ? 'empty' : 'unrecognised';
    }
    classified.push({ doc, emptyForms, tables: found, others, revisions: groups, nothing });
  }
  return { set: { controlPlans, pfmeas, flows }, classified };
}

function isBlankDocument(doc: TExtractedDocument): boolean {
  return (
    doc.text.trim() === '' &&
    doc.tables.every((t) => t.rows.every((r) => r.cells.every((c) => c.trim() === '')))
  );
}

/**
 * Audits extracted documents against IATF 16949 rules (docs/audit-rules.md) and reports progress
 * through the five real stages: reading, classifying, control-plan, pfmea, linkage. Pure and
 * synchronous: the server runs it on a worker thread and forwards `onProgress` live.
 */
export function runAudit(
  documents: readonly TExtractedDocumentInput[],
  settingsInput: TAuditRuleSettingsInput = {},
  onProgress: (progress: TAuditProgress) => void = () => undefined,
  options: RunAuditOptions = {},
): TAuditReport {
  const settings = ZAuditRuleSettings.parse(settingsInput);
  const ctx = { settings, ap: apLookup(options.apCells ?? DEFAULT_AP_CELLS) };
  const drafts: FindingDraft[] = [];
  let completed = 0;
  const stage = <T>(name: TAuditStage, work: () => T): T => {
    onProgress({ stage: name, state: 'running', completed, total: AUDIT_STAGES.length });
    const result = work();
    completed += 1;
    onProgress({ stage: name, state: 'done', completed, total: AUDIT_STAGES.length });
    return result;
  };

  const docs = stage('reading', () => {
    const parsed = documents.map((d) => ZExtractedDocument.parse(d));
    drafts.push(...runStage('reading', parsed));
    return parsed;
  });
  const set = stage('classifying', () => {
    const { set: found, classified } = classify(docs);
    drafts.push(...runStage('classifying', classified));
    return found;
  });
  stage('control-plan', () => drafts.push(...controlPlanStage(set)));
  stage('pfmea', () => drafts.push(...pfmeaStage(set, ctx)));
  stage('linkage', () => drafts.push(...linkageStage(set)));

  return buildReport(groupByDocument(drafts.filter((d) => isRuleEnabled(settings.enabled, d.ruleId))));
}
