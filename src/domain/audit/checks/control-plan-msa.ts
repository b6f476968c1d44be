import { foldTurkish } from '../../shared/turkish-text';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt, rowsAt } from '../finding-draft';
import { cell, type CpTable } from '../tables/mapped-table';
import { message, rows as rowParam } from '../messages/message-params';
import { isBlank, quote } from '../text/blank';
import { cpDataRows } from './cp-rows';

// Measuring instruments that need a measurement system analysis (folded; Turkish, English, Korean).
const GAUGE_WORDS = [
  'kumpas',
  'mikrometre',
  'mastar',
  'komparator',
  'altimetre',
  'olcum cihazi',
  'cmm',
  'koordinat olcum',
  'profil projeksiyon',
  'tork',
  'sertlik',
  'caliper',
  'vernier',
  'micrometer',
  'gauge',
  'gage',
  'dial indicator',
  'height gauge',
  'torque',
  'hardness tester',
  'multimeter',
  'multimetre',
  'tester',
  'test cihazi',
  'olcer',
  'go/no go',
  'go-no go',
  'pin gage',
  'ring gauge',
  '버니어',
  '마이크로미터',
  '게이지',
  '측정기',
];

// Words that reference an MSA study (GR&R, attribute agreement …).
const MSA_REFERENCE = /\b(msa|gr&r|grr|r&r|r & r|olcum sistemi analizi|measurement system analysis)\b/;

/** The first gauge word a measurement technique names, or null. */
function gaugeIn(technique: string): string | null {
  const folded = foldTurkish(technique);
  return GAUGE_WORDS.find((word) => folded.includes(word)) ?? null;
}

/**
 * cp-gauge-without-msa: entries measured with a gauge whose row names no MSA study. A plan with an
 * MSA column is judged per row; without one, a plan-wide MSA note (title block, legend) counts.
 */
export function checkCpGaugeWithoutMsa(table: CpTable): FindingDraft[] {
  const hasMsaColumn = table.headers.msaReference !== undefined;
  if (!hasMsaColumn && MSA_REFERENCE.test(foldTurkish(table.context))) return [];
  const rows = cpDataRows(table).filter((row) => {
    if (gaugeIn(cell(row, 'measurementTechnique')) === null) return false;
    if (hasMsaColumn) return isBlank(row.values.msaReference);
    return !Object.values(row.values).some((text) => MSA_REFERENCE.test(foldTurkish(text ?? '')));
  });
  const first = rows[0];
  if (first === undefined) return [];
  const gauges = [...new Set(rows.map((row) => quote(cell(row, 'measurementTechnique'), 40)))].slice(0, 8);
  return [
    {
      ruleId: 'cp-gauge-without-msa',
      message: message('cp-gauge-without-msa', {
        count: rows.length,
        rows: rowParam(rows.map((r) => r.row)),
        gauges: gauges.join('; '),
      }),
      evidence: evidenceAt(table, first, cell(first, 'measurementTechnique')),
      rows: rowsAt(table, rows, (row) => cell(row, 'measurementTechnique')),
    },
  ];
}
