import type { FindingDraft } from './finding-draft';
import { item, items, optional } from './messages/message-params';

/**
 * One finding per rule per document (issue 22 part 2): the checks already give one finding per
 * table, so what is left are documents holding several tables of one kind (sheets that are no
 * revisions of each other, Word tables, PDF tables that do not continue one another). Their drafts
 * become the first one, listing every row, with a clause naming the other sheets. A finding about
 * no document in particular (`documentId` null) stays as it is.
 */
export function groupByDocument(drafts: readonly FindingDraft[]): FindingDraft[] {
  const groups = new Map<string, FindingDraft[]>();
  const out: (FindingDraft | FindingDraft[])[] = [];
  for (const draft of drafts) {
    const documentId = draft.evidence.documentId;
    if (documentId === null) {
      out.push(draft);
      continue;
    }
    const key = `${draft.ruleId}\u0000${documentId}`;
    const group = groups.get(key);
    if (group) {
      group.push(draft);
      continue;
    }
    const fresh = [draft];
    groups.set(key, fresh);
    out.push(fresh);
  }
  return out.map((entry) => (Array.isArray(entry) ? merge(entry) : entry));
}

function merge(group: readonly FindingDraft[]): FindingDraft {
  const [first, ...others] = group;
  if (first === undefined) throw new Error('empty finding group');
  if (others.length === 0) return first;
  const rowsOf = (d: FindingDraft) => d.rows ?? (d.evidence.row === null ? [] : [d.evidence]);
  // The other sheets (or pages), each with how many rows it adds.
  const counts = new Map<string, number>();
  for (const d of others) {
    const place = d.evidence.sheetOrPage ?? '';
    counts.set(place, (counts.get(place) ?? 0) + Math.max(1, rowsOf(d).length));
  }
  const places = items(
    [...counts].map(([sheet, count]) => item('also-sheet', { sheet, count })),
    'comma',
  );
  const sheet = first.evidence.sheetOrPage;
  const more = [...counts.values()].reduce((a, b) => a + b, 0);
  // Tables without a sheet or page name (Word tables) are counted, not named.
  const also =
    sheet === null || counts.has('')
      ? item('also-in', { count: more })
      : item('also-in-sheet', { first: sheet, places });
  const rows = group.flatMap(rowsOf);
  return {
    ...first,
    message: { ...first.message, params: { ...first.message.params, also: optional(also) } },
    ...(rows.length > 0 ? { rows } : {}),
  };
}
