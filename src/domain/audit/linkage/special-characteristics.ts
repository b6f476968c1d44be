import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { item, items, message } from '../messages/message-params';
import type { TMessageItem } from '../messages/message-contract';
import { cpCharacteristic, cpDataRows, specialSymbol } from '../checks/cp-rows';
import { pfmeaDataRows } from '../checks/pfmea-rows';
import {
  cell,
  type CpTable,
  type MappedRow,
  type MappedTable,
  type PfmeaTable,
} from '../tables/mapped-table';
import { quote } from '../text/blank';
import { nameSimilarity, nameStems, SAME_STEP } from '../text/name-similarity';
import { parseOperation } from '../text/operation-key';
import { documentsOf } from './compare-steps';
import { mostShared } from './step-index';

const MAX_NAME_CANDIDATES = 200;
// Characteristic names are longer and freer than step names; half the words in common is a match.
const SAME_CHARACTERISTIC = 0.5;

/** A row of one document that names a characteristic in an operation, with its class symbol. */
interface Entry {
  readonly table: MappedTable<string>;
  readonly row: MappedRow<string>;
  readonly keys: readonly string[];
  readonly stepName: string;
  readonly stepStems: readonly string[];
  readonly characteristic: string;
  /** The characteristic's name stems; a PFMEA row is matched by its requirement or its failure mode. */
  readonly stems: readonly (readonly string[])[];
  readonly symbol: string | null;
}

function entry(
  table: MappedTable<string>,
  row: MappedRow<string>,
  opText: string,
  numberWritten: boolean,
  stepText: string,
  names: readonly string[],
  symbolText: string | undefined,
): Entry {
  const op = parseOperation(opText);
  // A number written in the name column ('20 - Kesme') leaves the rest as the step's name.
  const stepName = op.keys.length > 0 && !numberWritten ? op.rest : stepText || op.rest;
  const characteristic = names.find((n) => n !== '') ?? '';
  return {
    table,
    row,
    keys: op.keys,
    stepName,
    stepStems: nameStems(stepName),
    characteristic,
    stems: names.filter((n) => n !== '').map(nameStems),
    symbol: specialSymbol(symbolText),
  };
}

function cpEntries(tables: readonly CpTable[]): Entry[] {
  return tables.flatMap((table) =>
    cpDataRows(table).map((row) =>
      entry(
        table as MappedTable<string>,
        row,
        cell(row, 'operationNumber') || cell(row, 'processName'),
        cell(row, 'operationNumber') !== '',
        cell(row, 'processName'),
        [cpCharacteristic(row)],
        row.values.specialClass,
      ),
    ),
  );
}

function pfmeaEntries(tables: readonly PfmeaTable[]): Entry[] {
  return tables.flatMap((table) =>
    pfmeaDataRows(table).map((row) =>
      entry(
        table as MappedTable<string>,
        row,
        cell(row, 'operationNumber') || cell(row, 'processStep'),
        cell(row, 'operationNumber') !== '',
        cell(row, 'processStep'),
        [cell(row, 'requirement'), cell(row, 'failureMode')],
        row.values.specialClass,
      ),
    ),
  );
}

/**
 * Finds, for an entry of one document, the rows of the same operation in the other and the one
 * whose characteristic reads most alike (at least SAME_CHARACTERISTIC). The operation is found by
 * its number, else (under another number, reported by the step comparison) by its name; only rows
 * sharing a word of the name are compared, the rows sharing the most first, so a big plan stays linear.
 */
function matcher(targets: readonly Entry[]) {
  const byKey = new Map<string, Entry[]>();
  const byStepStem = new Map<string, Entry[]>();
  for (const target of targets) {
    for (const key of target.keys) (byKey.get(key) ?? byKey.set(key, []).get(key))?.push(target);
    for (const stem of new Set(target.stepStems)) {
      (byStepStem.get(stem) ?? byStepStem.set(stem, []).get(stem))?.push(target);
    }
  }
  const stepCache = new Map<string, Entry[]>();
  const ofStep = (name: string, stems: readonly string[]): Entry[] => {
    let found = stepCache.get(name);
    if (found === undefined) {
      const shared = new Map<Entry, number>();
      for (const stem of new Set(stems)) {
        for (const e of byStepStem.get(stem) ?? []) shared.set(e, (shared.get(e) ?? 0) + 1);
      }
      found = mostShared(shared, MAX_NAME_CANDIDATES).filter(
        (e) => nameSimilarity(stems, e.stepStems) >= SAME_STEP,
      );
      stepCache.set(name, found);
    }
    return found;
  };
  return (source: Entry): { sameStep: Entry[]; best: Entry | null } => {
    const byNumber = [...new Set(source.keys.flatMap((k) => byKey.get(k) ?? []))];
    const sameStep = byNumber.length > 0 ? byNumber : ofStep(source.stepName, source.stepStems);
    const stems = source.stems[0] ?? [];
    let best: Entry | null = null;
    let bestScore = SAME_CHARACTERISTIC;
    for (const target of sameStep) {
      const score = Math.max(0, ...target.stems.map((t) => nameSimilarity(stems, t)));
      if (score >= bestScore) {
        best = target;
        bestScore = score;
      }
    }
    return { sameStep, best };
  };
}

interface Gap {
  readonly source: Entry;
  readonly text: TMessageItem;
}

/**
 * The special characteristics of `sources` that `targets` lack (none in the same operation) or do
 * not mark (the same characteristic without a class), and those marked with another symbol. A
 * characteristic not found by name while the operation holds a row of the same symbol counts as
 * marked (the documents word it differently).
 */
function compare(sources: readonly Entry[], targets: readonly Entry[]): { missing: Gap[]; other: Gap[] } {
  const match = matcher(targets);
  const missing: Gap[] = [];
  const other: Gap[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    const symbol = source.symbol;
    if (symbol === null) continue;
    const identity = `${source.keys.join('|')}#${symbol}#${source.characteristic}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const { sameStep, best } = match(source);
    if (best === null && sameStep.some((e) => e.symbol === symbol)) continue;
    if (best !== null && best.symbol === symbol) continue;
    const op = source.keys.join(', ') || quote(source.stepName, 40);
    const characteristic = quote(source.characteristic, 80);
    if (best !== null && best.symbol !== null) {
      other.push({
        source,
        text: item('special-symbol', {
          op,
          characteristic,
          symbol,
          row: source.row.row,
          cpSymbol: best.symbol,
          cpFile: best.table.file,
          cpRow: best.row.row,
        }),
      });
      continue;
    }
    const at = { op, symbol, characteristic, row: source.row.row };
    missing.push({
      source,
      text:
        best === null
          ? item('special-missing', at)
          : item('special-not-marked', { ...at, file: best.table.file, otherRow: best.row.row }),
    });
  }
  return { missing, other };
}

function finding(
  ruleId: 'link-special-missing-in-cp' | 'link-special-missing-in-pfmea' | 'link-special-symbol-mismatch',
  gaps: readonly Gap[],
  target: readonly MappedTable<string>[],
): FindingDraft[] {
  if (gaps.length === 0) return [];
  return [
    {
      ruleId,
      message: message(ruleId, { count: gaps.length, items: items(gaps.map((g) => g.text)) }),
      documentType: ruleId === 'link-special-missing-in-pfmea' ? 'fmea' : 'control-plan',
      evidence: documentsOf(target),
      rows: gaps.map(({ source }) =>
        evidenceAt(source.table, source.row, `${source.symbol ?? ''} ${source.characteristic}`.trim()),
      ),
    },
  ];
}

/**
 * Special characteristics both ways (8.3.3.3, reference §5 item 3). PFMEA → control plan:
 * link-special-missing-in-cp and link-special-symbol-mismatch, belonging to the control plan.
 * Control plan → PFMEA: link-special-missing-in-pfmea, belonging to the PFMEA; a different symbol is
 * not said twice (the first direction says it). One finding per rule, listing every characteristic.
 */
export function checkSpecialCharacteristics(
  pfmeas: readonly PfmeaTable[],
  cps: readonly CpTable[],
): FindingDraft[] {
  const pfmeaSide = pfmeaEntries(pfmeas);
  const cpSide = cpEntries(cps);
  const toPlan = compare(pfmeaSide, cpSide);
  const toPfmea = compare(cpSide, pfmeaSide);
  const planTables = cps as readonly MappedTable<string>[];
  const pfmeaTables = pfmeas as readonly MappedTable<string>[];
  return [
    ...finding('link-special-missing-in-cp', toPlan.missing, planTables),
    ...finding('link-special-symbol-mismatch', toPlan.other, planTables),
    ...finding('link-special-missing-in-pfmea', toPfmea.missing, pfmeaTables),
  ];
}
