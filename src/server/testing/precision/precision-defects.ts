import { apLookup } from '../../../domain/fmea/plan/ap-table';
import type { TAuditRuleId } from '../../../domain/audit/rules';
import type { FixtureDocument } from '../../../domain/audit/testing/fixture-document';
import type { LinkedSet } from '../../../domain/audit/testing/linked-set';

/**
 * The planted defects of the precision test (issue 22 part 7): each one a single change to the clean
 * linked set (process flow, PFMEA, control plan of one part) with its known answer — the rule that
 * must fire, the document and the data row it must cite. The row a defect lands on is chosen by the
 * seed, among the rows where the defect means what it says.
 */
export type DocKey = 'flow' | 'pfmea' | 'cp';

/** A document being edited: its fixture (title, header, fields) and its data rows. */
export interface WorkDoc {
  readonly base: FixtureDocument;
  title: string[];
  rows: string[][];
}
export type WorkSet = Record<DocKey, WorkDoc>;

/** The known answer: rule, document, and the data row (by identity, so removals do not shift it). */
export interface Planted {
  readonly defect: string;
  readonly ruleId: TAuditRuleId;
  readonly doc: DocKey;
  readonly row: readonly string[] | null;
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('nothing to pick from');
  return list[Math.floor(rng() * list.length)]!;
};

export function workSet(set: LinkedSet): WorkSet {
  const work = (base: FixtureDocument): WorkDoc => ({
    base,
    title: [...base.title],
    rows: base.rows.map((r) => [...r]),
  });
  return { flow: work(set.flow), pfmea: work(set.pfmea), cp: work(set.controlPlan) };
}

const col = (doc: WorkDoc, field: string): number => {
  const i = doc.base.fields.indexOf(field);
  if (i < 0) throw new Error(`no column ${field}`);
  return i;
};
const get = (doc: WorkDoc, row: readonly string[], field: string) => row[col(doc, field)] ?? '';
const put = (doc: WorkDoc, row: string[], field: string, value: string) => {
  row[col(doc, field)] = value;
};
const rowsOfOp = (doc: WorkDoc, field: string, op: string) =>
  doc.rows.filter((r) => get(doc, r, field) === op);
const ap = apLookup();

/** One defect: plants itself in `w` and returns its answer. */
export type Defect = (w: WorkSet, rng: Rng) => Planted;

export const DEFECTS: Readonly<Record<string, Defect>> = {
  // A PFMEA step the control plan does not carry (all its rows gone).
  'step-missing-in-cp': (w, rng) => {
    const op = pick(rng, ['20', '35', '40', '60', '80', '90']);
    w.cp.rows = w.cp.rows.filter((r) => get(w.cp, r, 'operationNumber') !== op);
    return {
      defect: 'step-missing-in-cp',
      ruleId: 'link-pfmea-step-missing-in-cp',
      doc: 'pfmea',
      row: rowsOfOp(w.pfmea, 'operationNumber', op)[0]!,
    };
  },
  // A process-flow step the PFMEA does not analyse.
  'step-missing-in-pfmea': (w, rng) => {
    const op = pick(rng, ['20', '35', '40', '60', '80', '90']);
    w.pfmea.rows = w.pfmea.rows.filter((r) => get(w.pfmea, r, 'operationNumber') !== op);
    w.cp.rows = w.cp.rows.filter((r) => get(w.cp, r, 'operationNumber') !== op);
    return {
      defect: 'step-missing-in-pfmea',
      ruleId: 'link-pfd-step-missing-in-pfmea',
      doc: 'flow',
      row: rowsOfOp(w.flow, 'stepNumber', op)[0]!,
    };
  },
  // A high-risk row (S 9, or raised to 9 on a special characteristic) without action, owner and date.
  'high-risk-without-action': (w, rng) => {
    const op = pick(rng, ['30', '50', '70']);
    const row = rowsOfOp(w.pfmea, 'operationNumber', op)[0]!;
    const [o, d] = [Number(get(w.pfmea, row, 'occurrence')), Number(get(w.pfmea, row, 'detection'))];
    put(w.pfmea, row, 'severity', '9');
    put(w.pfmea, row, 'rpn', String(9 * o * d));
    put(w.pfmea, row, 'actionPriority', ap(9, o, d));
    for (const f of ['recommendedAction', 'responsibility', 'targetDate']) put(w.pfmea, row, f, '');
    return {
      defect: 'high-risk-without-action',
      ruleId: 'pfmea-high-risk-without-action',
      doc: 'pfmea',
      row,
    };
  },
  // A PFMEA CC/SC the control plan does not mark.
  'special-missing-in-cp': (w, rng) => {
    const op = pick(rng, ['30', '50', '70']);
    for (const r of rowsOfOp(w.cp, 'operationNumber', op)) put(w.cp, r, 'specialClass', '');
    return {
      defect: 'special-missing-in-cp',
      ruleId: 'link-special-missing-in-cp',
      doc: 'pfmea',
      row: rowsOfOp(w.pfmea, 'operationNumber', op)[0]!,
    };
  },
  // A control-plan SC the PFMEA does not mark (the other direction of 8.3.3.3).
  'special-missing-in-pfmea': (w, rng) => {
    const op = pick(rng, ['20', '40', '60', '90']);
    const row = rowsOfOp(w.cp, 'operationNumber', op)[0]!;
    put(w.cp, row, 'specialClass', 'SC');
    return { defect: 'special-missing-in-pfmea', ruleId: 'link-special-missing-in-pfmea', doc: 'cp', row };
  },
  'reaction-plan-missing': (w, rng) => {
    const row = pick(rng, w.cp.rows);
    put(w.cp, row, 'reactionPlan', '');
    // A special characteristic's missing reaction plan is the major rule's (docs/audit-rules.md).
    const special = get(w.cp, row, 'specialClass') !== '';
    const ruleId = special ? 'cp-special-without-control' : 'cp-no-reaction-plan';
    return { defect: 'reaction-plan-missing', ruleId, doc: 'cp', row };
  },
  // The special-characteristic column empty on every row while the PFMEA has an S 9 row.
  'special-column-empty': (w) => {
    for (const r of w.cp.rows) put(w.cp, r, 'specialClass', '');
    return {
      defect: 'special-column-empty',
      ruleId: 'cp-no-special-with-severe-pfmea',
      doc: 'cp',
      row: null,
    };
  },
  // No revision, no date, no approval in the title block (the part stays named).
  'document-control-missing': (w, rng) => {
    const doc = pick(rng, ['flow', 'pfmea', 'cp'] as const);
    w[doc].title = w[doc].title.map((line) => line.replace(/\s*—\s*Rev\. \d+/, ''));
    return { defect: 'document-control-missing', ruleId: 'doc-control-missing', doc, row: null };
  },
  // Two different steps under one operation number (a later row takes an earlier row's number).
  'duplicate-operation-number': (w, rng) => {
    const doc = pick(rng, ['pfmea', 'cp'] as const);
    const d = w[doc];
    const later = pick(rng, d.rows.slice(2));
    const earlier = pick(
      rng,
      d.rows
        .slice(0, d.rows.indexOf(later))
        .filter((r) => get(d, r, 'operationNumber') !== get(d, later, 'operationNumber')),
    );
    put(d, later, 'operationNumber', get(d, earlier, 'operationNumber'));
    const ruleId = doc === 'cp' ? 'cp-duplicate-operation-number' : 'pfmea-duplicate-operation-number';
    return { defect: 'duplicate-operation-number', ruleId, doc, row: later };
  },
  // One document's title block names another part name under the same part number (issue 22 part 1).
  'part-name-differs': (w, rng) => {
    const doc = pick(rng, ['flow', 'pfmea', 'cp'] as const);
    const name = pick(rng, ['Yakıt Borusu', 'Fuel Pipe', 'Kapı Menteşesi']);
    w[doc].title = w[doc].title.map((line) => line.replace(/Kaynaklı Braket|Welded Bracket/, name));
    return { defect: 'part-name-differs', ruleId: 'set-family-mismatch', doc, row: null };
  },
  'rpn-mismatch': (w, rng) => {
    const row = pick(rng, w.pfmea.rows);
    put(w.pfmea, row, 'rpn', String(Number(get(w.pfmea, row, 'rpn')) + 10));
    return { defect: 'rpn-mismatch', ruleId: 'pfmea-rpn-mismatch', doc: 'pfmea', row };
  },
};

export const DEFECT_IDS = Object.keys(DEFECTS);

/**
 * The control plan of another part (another number, name and steps): audited with this part's
 * process flow and PFMEA it must give one family finding and no linkage finding.
 */
export function otherPartPlan(w: WorkSet, lang: 'tr' | 'en'): void {
  const name = lang === 'tr' ? 'Yakıt Borusu' : 'Fuel Pipe';
  w.cp.title = w.cp.title.map((line) =>
    line.replace(/BR-1001/, 'GB-2040').replace(/Kaynaklı Braket|Welded Bracket/, name),
  );
  for (const r of w.cp.rows)
    put(w.cp, r, 'operationNumber', String(500 + Number(get(w.cp, r, 'operationNumber'))));
}
