import { foldTurkish } from '../../shared/turkish-text';
import {
  cell,
  type CpTable,
  type MappedRow,
  type MappedTable,
  type PfdTable,
  type PfmeaTable,
} from '../tables/mapped-table';
import { isBlank, quote } from '../text/blank';
import { nameStems } from '../text/name-similarity';
import { parseOperation } from '../text/operation-key';

/** One process step of a document: its operation keys, its name, and where it was first seen. */
export interface Step {
  readonly keys: readonly string[];
  readonly name: string;
  readonly stems: readonly string[];
  readonly table: MappedTable<string>;
  readonly row: MappedRow<string>;
  /** The cell(s) quoted as evidence: number and name as written. */
  readonly cellText: string;
  /** The source row of the number's cell: the top of its merge when one number spans several rows. */
  readonly numberCell: number;
}

function makeStep(
  table: MappedTable<string>,
  row: MappedRow<string>,
  numberText: string,
  nameText: string,
  numberField: string,
): Step | null {
  const fromNumber = parseOperation(numberText);
  // A number column may hold 'I-10 (수입검사)'; a name column may hold '10 - Kesme'.
  const fromName = fromNumber.keys.length === 0 ? parseOperation(nameText) : null;
  const keys = fromNumber.keys.length > 0 ? fromNumber.keys : (fromName?.keys ?? []);
  const rawName = fromName && fromName.keys.length > 0 ? fromName.rest : nameText || fromNumber.rest;
  const name = (rawName.split(/\r?\n/).find((l) => l.trim() !== '') ?? '').trim();
  if (keys.length === 0 && name === '') return null;
  const cellText = [numberText, nameText].filter((t) => t.trim() !== '').join(' | ');
  const numberCell = row.mergedFrom?.[numberField] ?? row.row;
  return { keys, name, stems: nameStems(name), table, row, cellText, numberCell };
}

/** The distinct steps of a table, in order of first appearance (merged rows repeat a step). */
function distinctSteps(
  table: MappedTable<string>,
  numberField: string,
  numberAndName: (row: MappedRow<string>) => readonly [string, string],
): Step[] {
  const seen = new Map<string, Step>();
  for (const row of table.rows) {
    const [numberText, nameText] = numberAndName(row);
    if (isBlank(numberText) && isBlank(nameText)) continue;
    const step = makeStep(table, row, numberText, nameText, numberField);
    if (step === null) continue;
    const identity = `${step.keys.join('|')}#${foldTurkish(step.name)}`;
    if (!seen.has(identity)) seen.set(identity, step);
  }
  return [...seen.values()];
}

export function pfdSteps(table: PfdTable): Step[] {
  return distinctSteps(table as MappedTable<string>, 'stepNumber', (row) => [
    cell(row, 'stepNumber'),
    cell(row, 'stepName') || cell(row, 'stepType'),
  ]);
}

export function pfmeaSteps(table: PfmeaTable): Step[] {
  return distinctSteps(table as MappedTable<string>, 'operationNumber', (row) => [
    cell(row, 'operationNumber'),
    cell(row, 'processStep'),
  ]);
}

export function cpSteps(table: CpTable): Step[] {
  return distinctSteps(table as MappedTable<string>, 'operationNumber', (row) => [
    cell(row, 'operationNumber'),
    cell(row, 'processName'),
  ]);
}

/** 'Op 30 Kaynak' style label of a step for descriptions. */
export function stepLabel(step: Step): string {
  const number = step.keys.slice(0, 6).join(', ');
  const name = quote(step.name, 80);
  if (number && name) return `${number} ${name}`;
  return number || name;
}
