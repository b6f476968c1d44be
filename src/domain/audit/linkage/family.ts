import { foldTurkish } from '../../shared/turkish-text';
import type { ClassifiedSet } from '../classified-set';
import type { TFindingEvidence } from '../contract';
import type { FindingDraft } from '../finding-draft';
import type { TDocKind } from '../messages/finding-text-tr';
import { item, items, labels, message } from '../messages/message-params';
import type { MappedTable } from '../tables/mapped-table';

// 'Parça No: BR-1001', 'Part No. BR-1001', 'Part Number 12345-A', 'P/N GB-2040', '품번: 84710-…'
// (folded: Turkish letters as ASCII). The value is one token holding a digit.
const PART_NUMBER =
  /(?:(?:parca|part|urun)\s*(?:no|numarasi|number|nr|num)\b\.?|p\/n|품번|부품\s*번호)\s*[:：#]?\s*([a-z0-9][a-z0-9\-_./]*[a-z0-9])/;

/** The part number a table's title block (or its document's first text) names, normalised; null when none. */
export function partNumberOf(context: string): string | null {
  for (const line of context.split('\n')) {
    // Folding decomposes Hangul into jamo: Korean labels are matched on the line as written.
    const value = PART_NUMBER.exec(foldTurkish(line))?.[1] ?? PART_NUMBER.exec(line.toLowerCase())?.[1];
    // Written 'BR-1001', 'BR 1001' or 'br1001': one part.
    if (value !== undefined && /\d/.test(value)) return value.toUpperCase();
  }
  return null;
}

const compact = (partNumber: string) => partNumber.replace(/[^A-Z0-9]/g, '');

interface Member {
  readonly kind: TDocKind;
  readonly table: MappedTable<string>;
  readonly part: string | null;
}

function members(set: ClassifiedSet): Member[] {
  const of = (kind: TDocKind, table: MappedTable<string>): Member => ({
    kind,
    table,
    part: partNumberOf(table.context),
  });
  return [
    ...set.flows.map((t) => of('process-flow', t)),
    ...set.pfmeas.map((p) => of('pfmea', p.table)),
    // An incoming plan inspects purchased material: its part numbers are the supplier's.
    ...set.controlPlans.filter((c) => !c.incoming).map((c) => of('control-plan', c.table)),
  ];
}

/**
 * Documents as a family (issue 22 part 1, IATF 8.5.1.1): the process flow, PFMEA and process
 * control plan of one part name one part number in their title blocks. When they name two or more,
 * the set splits into one family per part number (a document naming none joins every family) and
 * one finding names the documents and their part numbers; linkage then runs within each family
 * only. One part number (or none at all): the set as it is, no finding.
 */
export function splitFamilies(set: ClassifiedSet): {
  families: ClassifiedSet[];
  finding: FindingDraft | null;
} {
  const all = members(set);
  const parts = [...new Set(all.flatMap((m) => (m.part === null ? [] : [compact(m.part)])))];
  if (parts.length < 2) return { families: [set], finding: null };
  const inFamily = (part: string) => (table: MappedTable<string>) => {
    const own = all.find((m) => m.table === table)?.part ?? null;
    return own === null || compact(own) === part;
  };
  const families = parts.map((part) => {
    const keep = inFamily(part);
    return {
      flows: set.flows.filter(keep),
      pfmeas: set.pfmeas.filter((p) => keep(p.table)),
      controlPlans: set.controlPlans.filter((c) => !c.incoming && keep(c.table)),
    };
  });
  const named = all.filter((m) => m.part !== null);
  const place = (m: Member): TFindingEvidence => ({
    documentId: m.table.documentId,
    file: m.table.file,
    sheetOrPage: m.table.sheetOrPage,
    row: null,
    cellText: m.part,
  });
  const files = [...new Set(named.map((m) => m.table.file))];
  return {
    families,
    finding: {
      ruleId: 'set-family-mismatch',
      message: message('set-family-mismatch', {
        count: parts.length,
        documents: items(
          named.map((m) =>
            item('family-document', {
              file: m.table.file,
              kind: labels('docKind', [m.kind]),
              part: m.part ?? '',
            }),
          ),
        ),
      }),
      evidence: { documentId: null, file: files.join(', '), sheetOrPage: null, row: null, cellText: null },
      rows: named.map(place),
    },
  };
}
