import type { FindingDraft } from './finding-draft';
import { item, optional } from './messages/message-params';

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
  const places = [
    ...new Set(others.map((d) => d.evidence.sheetOrPage ?? (d.evidence.row === null ? '' : `${d.evidence.row}`))),
  ].filter((p) => p !== '' && p !== first.evidence.sheetOrPage);
  const rows = group.flatMap((d) => d.rows ?? (d.evidence.row === null ? [] : [d.evidence]));
  return {
    ...first,
    message: {
      ...first.message,
      params: {
        ...first.message.params,
        also: optional(places.length > 0 ? item('also-in', { places: places.join(', ') }) : null),
      },
    },
    ...(rows.length > 0 ? { rows } : {}),
  };
}
