import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { message } from '../messages/message-params';
import { cpCharacteristic, cpDataRows, specialSymbol } from '../checks/cp-rows';
import { pfmeaDataRows } from '../checks/pfmea-rows';
import { cell, type CpTable, type MappedRow, type PfmeaTable, type TCpField } from '../tables/mapped-table';
import { quote } from '../text/blank';
import { nameSimilarity, nameStems, SAME_STEP } from '../text/name-similarity';
import { parseOperation } from '../text/operation-key';
import { mostShared } from './step-index';

const MAX_ITEM_FINDINGS = 25;
const MAX_NAME_CANDIDATES = 200;
// Characteristic names are longer and freer than step names; half the words in common is a match.
const SAME_CHARACTERISTIC = 0.5;

interface CpEntry {
  readonly table: CpTable;
  readonly row: MappedRow<TCpField>;
  readonly keys: readonly string[];
  readonly stepStems: readonly string[];
  readonly stems: readonly string[];
  readonly symbol: string | null;
}

function cpEntries(tables: readonly CpTable[]): CpEntry[] {
  return tables.flatMap((table) =>
    cpDataRows(table).map((row) => {
      const op = parseOperation(cell(row, 'operationNumber') || cell(row, 'processName'));
      const name = cell(row, 'processName') || op.rest;
      return {
        table,
        row,
        keys: op.keys,
        stepStems: nameStems(name),
        stems: nameStems(cpCharacteristic(row)),
        symbol: specialSymbol(row.values.specialClass),
      };
    }),
  );
}

/**
 * link-special-missing-in-cp / link-special-symbol-mismatch (reference §5 item 3): each special
 * characteristic of the PFMEA must be in the control plan, in the same operation, with the same
 * symbol. The CP row is the one of the same operation whose characteristic reads most alike.
 */
export function checkSpecialCharacteristics(
  pfmeas: readonly PfmeaTable[],
  cps: readonly CpTable[],
): FindingDraft[] {
  const entries = cpEntries(cps);
  const byKey = new Map<string, CpEntry[]>();
  for (const entry of entries) {
    for (const key of entry.keys) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  const byStepStem = new Map<string, CpEntry[]>();
  for (const entry of entries) {
    for (const stem of new Set(entry.stepStems)) {
      const list = byStepStem.get(stem);
      if (list) list.push(entry);
      else byStepStem.set(stem, [entry]);
    }
  }
  // Control plan rows of an operation found by its name: only rows sharing a word of the name are
  // compared, the rows sharing the most first, so a big plan stays linear.
  const stepCache = new Map<string, CpEntry[]>();
  const entriesOfStep = (name: string, stems: readonly string[]): CpEntry[] => {
    let found = stepCache.get(name);
    if (found === undefined) {
      const shared = new Map<CpEntry, number>();
      for (const stem of new Set(stems)) {
        for (const entry of byStepStem.get(stem) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
      }
      found = mostShared(shared, MAX_NAME_CANDIDATES).filter(
        (e) => nameSimilarity(stems, e.stepStems) >= SAME_STEP,
      );
      stepCache.set(name, found);
    }
    return found;
  };
  const missing: FindingDraft[] = [];
  const mismatched: FindingDraft[] = [];
  const seen = new Set<string>();
  for (const table of pfmeas) {
    for (const row of pfmeaDataRows(table)) {
      const symbol = specialSymbol(row.values.specialClass);
      if (symbol === null) continue;
      const op = parseOperation(cell(row, 'operationNumber') || cell(row, 'processStep'));
      const stepName =
        op.keys.length > 0 && !cell(row, 'operationNumber') ? op.rest : cell(row, 'processStep');
      const characteristic = cell(row, 'requirement') || cell(row, 'failureMode');
      const identity = `${op.keys.join('|')}#${symbol}#${characteristic}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      const stepStems = nameStems(stepName);
      const byNumber = [...new Set(op.keys.flatMap((k) => byKey.get(k) ?? []))];
      // Under another number (reported by the step comparison) the operation is found by its name.
      const sameStep = byNumber.length > 0 ? byNumber : entriesOfStep(stepName, stepStems);
      const stems = nameStems(characteristic);
      let best: CpEntry | null = null;
      let bestScore = SAME_CHARACTERISTIC;
      for (const entry of sameStep) {
        const score = nameSimilarity(stems, entry.stems);
        if (score >= bestScore) {
          best = entry;
          bestScore = score;
        }
      }
      const where = `${op.keys.join(', ') || quote(stepName, 40)}`;
      const label = quote(characteristic, 80);
      if (best === null && sameStep.some((e) => e.symbol === symbol)) continue;
      if (best !== null && best.symbol === symbol) continue;
      if (best !== null && best.symbol !== null) {
        mismatched.push({
          ruleId: 'link-special-symbol-mismatch',
          message: message('link-special-symbol-mismatch', {
            op: where,
            characteristic: label,
            symbol,
            row: row.row,
            cpSymbol: best.symbol,
            cpFile: best.table.file,
            cpRow: best.row.row,
          }),
          evidence: evidenceAt(table, row, `${symbol} ${characteristic}`),
        });
        continue;
      }
      const seenAt = { op: where, symbol, characteristic: label, row: row.row };
      missing.push({
        ruleId: 'link-special-missing-in-cp',
        message:
          best === null
            ? message('link-special-missing-in-cp', seenAt)
            : message('link-special-not-marked-in-cp', {
                ...seenAt,
                cpFile: best.table.file,
                cpRow: best.row.row,
              }),
        evidence: evidenceAt(table, row, `${symbol} ${characteristic}`),
      });
    }
  }
  return [...missing.slice(0, MAX_ITEM_FINDINGS), ...mismatched.slice(0, MAX_ITEM_FINDINGS)];
}
