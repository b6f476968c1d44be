import type { TAuditDocumentType, TFindingEvidence } from '../contract';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TFindingMessageKey } from '../messages/finding-texts';
import type { TDocKind } from '../messages/vocabulary-tr';
import { item, items, labels, message, optional } from '../messages/message-params';
import type { TMessageItem, TMessageItems } from '../messages/message-contract';
import type { MappedTable } from '../tables/mapped-table';
import type { TAuditRuleId } from '../rules';
import { quote } from '../text/blank';
import { nameSimilarity, SAME_STEP } from '../text/name-similarity';
import { bestByName, type StepIndex, stepsWithKey } from './step-index';
import { type Step, stepLabel } from './steps';

export interface StepComparison {
  /** The documents in the sentence (Süreç akışı, PFMEA, Kontrol planı). */
  readonly from: TDocKind;
  readonly to: TDocKind;
  readonly missingRule: TAuditRuleId;
  /** The document to correct: the later one in the chain PFD → PFMEA → CP. */
  readonly toType: TAuditDocumentType;
  /** The document(s) of `to`: a linkage finding belongs to the document that lacks the item. */
  readonly target: TFindingEvidence;
}

/** 'file, sheet, satır 12': where a step was seen. */
function where(step: Step): TMessageItems {
  const { file, sheetOrPage } = step.table;
  return optional(
    sheetOrPage
      ? item('place-sheet', { file, sheet: sheetOrPage, row: step.row.row })
      : item('place', { file, row: step.row.row }),
  );
}

interface Gap {
  readonly step: Step;
  readonly text: TMessageItem;
}

/**
 * Every step of `from` must appear in `to` (reference §5 items 1-2): by operation key, else by a
 * Turkish-aware fuzzy name. A key match with a different name, or a name match under another
 * number, is reported as a mismatch; no match at all as a missing step. One finding per kind,
 * belonging to the document of `to`; its rows are where the steps were seen in `from`.
 */
export function compareSteps(from: readonly Step[], to: StepIndex, c: StepComparison): FindingDraft[] {
  const missing: Gap[] = [];
  const numbers: Gap[] = [];
  const names: Gap[] = [];
  for (const step of from) {
    const sameKey = stepsWithKey(step, to);
    const nameFits = (other: Step) =>
      step.stems.length === 0 ||
      other.stems.length === 0 ||
      nameSimilarity(step.stems, other.stems) >= SAME_STEP;
    if (sameKey.some(nameFits)) continue;
    const byName = bestByName(step, to);
    if (
      byName !== null &&
      step.keys.length > 0 &&
      byName.keys.length > 0 &&
      !byName.keys.some((k) => step.keys.includes(k))
    ) {
      numbers.push({
        step,
        text: item('number-mismatch', {
          name: quote(step.name, 80),
          fromKeys: step.keys.join(', '),
          fromPlace: where(step),
          toKeys: byName.keys.join(', '),
          toPlace: where(byName),
        }),
      });
      continue;
    }
    if (byName !== null) continue;
    const other = sameKey[0];
    if (other !== undefined) {
      names.push({
        step,
        text: item('name-mismatch', {
          keys: step.keys.join(', '),
          name: quote(step.name, 80),
          fromPlace: where(step),
          otherName: quote(other.name, 80),
          toPlace: where(other),
        }),
      });
      continue;
    }
    missing.push({ step, text: item('missing-step', { step: stepLabel(step), place: where(step) }) });
  }
  const documents = { from: labels('docKind', [c.from]), to: labels('docKind', [c.to]) };
  const finding = (ruleId: TAuditRuleId, key: TFindingMessageKey, gaps: readonly Gap[]): FindingDraft[] =>
    gaps.length === 0
      ? []
      : [
          {
            ruleId,
            message: message(key, {
              ...documents,
              count: gaps.length,
              steps: items(gaps.map((g) => g.text)),
            }),
            documentType: c.toType,
            evidence: c.target,
            rows: gaps.map(({ step }) => evidenceAt(step.table, step.row, step.cellText)),
          },
        ];
  return [
    ...finding(c.missingRule, 'link-step-missing', missing),
    ...finding('link-operation-number-mismatch', 'link-operation-number-mismatch', numbers),
    ...finding('link-operation-name-mismatch', 'link-operation-name-mismatch', names),
  ];
}

/**
 * The evidence naming the document(s) a linkage finding belongs to: one document by its id and
 * file (and sheet when it is one table), several by their file names.
 */
export function documentsOf(tables: readonly MappedTable<string>[]): TFindingEvidence {
  const ids = [...new Set(tables.map((t) => t.documentId))];
  const files = [...new Set(tables.map((t) => t.file))];
  const sheets = [...new Set(tables.map((t) => t.sheetOrPage))];
  return {
    documentId: ids.length === 1 ? (ids[0] ?? null) : null,
    file: files.length === 0 ? null : files.join(', '),
    sheetOrPage: ids.length === 1 && sheets.length === 1 ? (sheets[0] ?? null) : null,
    row: null,
    cellText: null,
  };
}
