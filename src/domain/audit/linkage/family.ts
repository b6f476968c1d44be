import { foldTurkish } from '../../shared/turkish-text';
import type { ClassifiedSet } from '../classified-set';
import type { TFindingEvidence } from '../contract';
import type { FindingDraft } from '../finding-draft';
import type { TDocKind } from '../messages/vocabulary-tr';
import { item, items, labels, message, optional } from '../messages/message-params';
import type { MappedTable } from '../tables/mapped-table';
import { FAMILY_FIELDS, fieldGroups, type TFamilyField, titleBlockOf } from './family-fields';

// 'Parça No: BR-1001', 'Part No. BR-1001', 'Part Number 12345-A', 'P/N GB-2040', '품번: 84710-…'
// (folded: Turkish letters as ASCII). The value is one token holding a digit.
const PART_NUMBER =
  /(?:(?:parca|part|urun)\s*(?:no|numarasi|number|nr|num)\b\.?|p\/n|품번|부품\s*번호)\s*[:：#]?\s*([a-z0-9][a-z0-9\-_./]*[a-z0-9])/;

/**
 * The part number a table's title block (or its document's first text) names, normalised; null when none.
 * @internal
 */
export function partNumberOf(context: string): string | null {
  for (const line of context.split('\n')) {
    // Folding decomposes Hangul into jamo: Korean labels are matched on the line as written.
    const value = PART_NUMBER.exec(foldTurkish(line))?.[1] ?? PART_NUMBER.exec(line.toLowerCase())?.[1];
    // Written 'BR-1001', 'BR 1001' or 'br1001': one part.
    if (value !== undefined && /\d/.test(value)) return value.toUpperCase();
  }
  return null;
}

interface Member {
  readonly kind: TDocKind;
  readonly table: MappedTable<string>;
  /** The document's value of each compared field (part number, part name, customer), or null. */
  readonly values: Readonly<Record<TFamilyField, string | null>>;
}

function members(set: ClassifiedSet): Member[] {
  const of = (kind: TDocKind, table: MappedTable<string>): Member => {
    const block = titleBlockOf(table);
    return {
      kind,
      table,
      values: { partNumber: partNumberOf(table.context), partName: block.partName, customer: block.customer },
    };
  };
  return [
    ...set.flows.map((t) => of('process-flow', t)),
    ...set.pfmeas.map((p) => of('pfmea', p.table)),
    // An incoming plan inspects purchased material: its part numbers are the supplier's.
    ...set.controlPlans.filter((c) => !c.incoming).map((c) => of('control-plan', c.table)),
  ];
}

/** Keeps the documents whose key is `key` or null (a document naming none joins every family). */
function familyOf(set: ClassifiedSet, all: readonly Member[], keys: readonly (string | null)[], key: string) {
  const keep = (table: MappedTable<string>) => {
    const own = keys[all.findIndex((m) => m.table === table)];
    return own === null || own === undefined || own === key;
  };
  return {
    flows: set.flows.filter(keep),
    pfmeas: set.pfmeas.filter((p) => keep(p.table)),
    controlPlans: set.controlPlans.filter((c) => !c.incoming && keep(c.table)),
  };
}

/**
 * The field the set splits by: the part number when the documents name two; else the part name or
 * the customer when they disagree and the part number does not tie every document to one part (a
 * document naming no part number). One part number on every document: one family, whatever the names.
 */
function splitField(differing: readonly TFamilyField[], partNumbers: readonly (string | null)[]) {
  if (differing.includes('partNumber')) return 'partNumber';
  if (partNumbers.every((k) => k !== null)) return null;
  return (['partName', 'customer'] as const).find((f) => differing.includes(f)) ?? null;
}

/**
 * Whether two documents name different values. The sheets of one workbook may be the PFMEAs of
 * several parts (one per product line): that is one document's scope, not a family mismatch.
 */
function acrossDocuments(all: readonly Member[], keys: readonly (string | null)[]): boolean {
  return keys.some((a, i) =>
    keys.some(
      (b, j) => a !== null && b !== null && a !== b && all[i]?.table.documentId !== all[j]?.table.documentId,
    ),
  );
}

const FIELD_ITEM = {
  partNumber: 'family-part-number',
  partName: 'family-part-name',
  customer: 'family-customer',
} as const;

/**
 * Documents as a family (issue 22 part 1; IATF 8.5.1.1, 7.5.3, 8.3.5.2): the process flow, PFMEA and
 * process control plan of one part name one part number, part name and customer in their title
 * blocks. When they disagree, one finding names the documents and the differing fields. The set
 * splits into one family per part (splitField; a document naming none joins every family) and
 * linkage runs within each family only; with one part number on every document the names' mismatch
 * is a title-block error and linkage runs on the whole set. Revisions and dates are not compared:
 * a PFMEA and its control plan are revised separately.
 */
export function splitFamilies(set: ClassifiedSet): {
  families: ClassifiedSet[];
  finding: FindingDraft | null;
} {
  const all = members(set);
  const groups = {
    partNumber: fieldGroups(
      'partNumber',
      all.map((m) => m.values.partNumber),
    ),
    partName: fieldGroups(
      'partName',
      all.map((m) => m.values.partName),
    ),
    customer: fieldGroups(
      'customer',
      all.map((m) => m.values.customer),
    ),
  };
  const differing = FAMILY_FIELDS.filter((f) => acrossDocuments(all, groups[f]));
  if (differing.length === 0) return { families: [set], finding: null };
  const by = splitField(differing, groups.partNumber);
  const families =
    by === null
      ? [set]
      : [...new Set(groups[by].filter((k) => k !== null))].map((key) => familyOf(set, all, groups[by], key));
  const named = all.filter((m) => differing.some((f) => m.values[f] !== null));
  const shown = (m: Member) => differing.flatMap((f) => (m.values[f] === null ? [] : [m.values[f]]));
  const place = (m: Member): TFindingEvidence => ({
    documentId: m.table.documentId,
    file: m.table.file,
    sheetOrPage: m.table.sheetOrPage,
    row: null,
    cellText: shown(m).join(' / '),
  });
  const files = [...new Set(named.map((m) => m.table.file))];
  return {
    families,
    finding: {
      ruleId: 'set-family-mismatch',
      message: message('set-family-mismatch', {
        fields: labels('word', differing, 'and'),
        documents: items(
          named.map((m) =>
            item('family-document', {
              file: m.table.file,
              kind: labels('docKind', [m.kind]),
              values: items(
                differing.flatMap((f) => {
                  const value = m.values[f];
                  return value === null ? [] : [item(FIELD_ITEM[f], { value })];
                }),
                'comma',
              ),
            }),
          ),
        ),
        skipped: optional(by === null ? null : item('family-linkage-skipped')),
      }),
      evidence: { documentId: null, file: files.join(', '), sheetOrPage: null, row: null, cellText: null },
      rows: named.map(place),
    },
  };
}
