import type { MappedTable } from '../tables/mapped-table';
import { linesAsRows, nameVariants, readTitleBlock, type TitleBlock } from '../tables/title-block';

/** The title-block fields compared across a family; revision and date move separately by design. */
export const FAMILY_FIELDS = ['partNumber', 'partName', 'customer'] as const;
export type TFamilyField = (typeof FAMILY_FIELDS)[number];

// The context's first lines: a Word or PDF document's first text (its first page) when the table
// has no rows above its header. Further lines are the document's body, not its title.
const CONTEXT_LINES = 20;

/**
 * A table's title block: the rows above its header (else the first lines of its document's text),
 * with who prepared and approved it taken from the signature rows below the table when the title
 * does not say.
 */
export function titleBlockOf(table: MappedTable<string>): TitleBlock {
  const rows = table.titleRows ?? [];
  const above = rows.some((cells) => cells.some((c) => c.trim() !== ''))
    ? readTitleBlock(rows)
    : readTitleBlock(linesAsRows(table.context).slice(0, CONTEXT_LINES));
  const signatures = (table.skipped ?? []).filter((s) => s.reason === 'signature').map((s) => [s.text]);
  if (signatures.length === 0) return above;
  const below = readTitleBlock(signatures);
  return {
    ...above,
    preparedBy: above.preparedBy ?? below.preparedBy,
    approvedBy: above.approvedBy ?? below.approvedBy,
  };
}

/** Part numbers written 'BR-1001', 'BR 1001' or 'br1001' are one part. */
const compactPart = (partNumber: string) => partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Groups documents by one field: each document's key (the component its value falls in), or null
 * when it names none. Names join across languages: when one document writes 'Kaynaklı Braket /
 * Welded Bracket', a document writing 'Welded Bracket' and one writing 'Kaynaklı Braket' agree.
 */
export function fieldGroups(field: TFamilyField, values: readonly (string | null)[]): (string | null)[] {
  const variants = values.map((v) =>
    v === null ? [] : field === 'partNumber' ? [compactPart(v)] : nameVariants(v),
  );
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  for (const list of variants) {
    for (const v of list) if (!parent.has(v)) parent.set(v, v);
    for (const v of list.slice(1)) parent.set(find(v), find(list[0]!));
  }
  return variants.map((list) => (list.length === 0 ? null : find(list[0]!)));
}
