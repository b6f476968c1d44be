import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { type ManualRow, newManualRow, rowRpn } from '../utils/manual-rows';
import type { RpnBands } from '../utils/rpn-band';
import { IncompleteFlag } from './incomplete-flag';
import { RatingSelect } from './rating-select';
import { RpnBadge } from './rpn-badge';

type TextKey = 'processStep' | 'potentialFailure' | 'effects' | 'causes' | 'controls';
type RatingKey = 'severity' | 'occurrence' | 'detection';
type Column = { key: TextKey; kind: 'text' } | { key: RatingKey; kind: 'rating' };

// Spec column order: process step, failure, effects, S, causes, O, controls, D, RPN.
const COLUMNS: readonly Column[] = [
  { key: 'processStep', kind: 'text' },
  { key: 'potentialFailure', kind: 'text' },
  { key: 'effects', kind: 'text' },
  { key: 'severity', kind: 'rating' },
  { key: 'causes', kind: 'text' },
  { key: 'occurrence', kind: 'rating' },
  { key: 'controls', kind: 'text' },
  { key: 'detection', kind: 'rating' },
];

/** The live RPN, or the 'eksik derecelendirme' flag while O or D is missing. */
function RowRpn({ rpn, n, bands }: { rpn: number | null; n: number; bands?: RpnBands | undefined }) {
  const { t } = useTranslation('reverseFmea');
  if (rpn === null) return <IncompleteFlag testId={`rpn-${n}`} />;
  return <RpnBadge rpn={rpn} bands={bands} testId={`rpn-${n}`} bandLabel={(band) => t(`rpnBand.${band}`)} />;
}

/** The editable FMEA table of 'Manuel FMEA': S/O/D dropdowns, live RPN colour, add/delete rows. */
export function ManualTable({
  rows,
  onChange,
  bands,
}: {
  rows: readonly ManualRow[];
  onChange: (rows: ManualRow[]) => void;
  bands?: RpnBands;
}) {
  const { t } = useTranslation('reverseFmea');
  const update = (key: string, patch: Partial<ManualRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: string) => {
    // spec §5.1: the last remaining row cannot be deleted (the button is disabled too)
    if (rows.length > 1) onChange(rows.filter((row) => row.key !== key));
  };
  const add = () => {
    const row = newManualRow();
    onChange([...rows, row]);
    // the new row's first field takes the focus, so keyboard users type straight on
    requestAnimationFrame(() => document.getElementById(`${row.key}-processStep`)?.focus());
  };

  return (
    <div>
      <DataTable
        framed
        dense
        minWidth={1100}
        testId="manual-fmea-table"
        columns={[
          { key: 'n', header: '#' },
          ...COLUMNS.map((c) => ({ key: c.key, header: t(`columns.${c.key}`) })),
          { key: 'rpn', header: 'RPN' },
          { key: 'actions', header: <span className="sr-only">{t('manual.actions')}</span> },
        ]}
      >
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <tr key={row.key} className="border-t border-slate-200 align-top" data-testid="manual-row">
              <td className="px-2 py-2 text-slate-500 tabular-nums">{n}</td>
              {COLUMNS.map((c) => (
                <td key={c.key} className="px-1 py-2">
                  {c.kind === 'rating' ? (
                    <RatingSelect
                      value={row[c.key]}
                      label={t('manual.cellLabel', { n, column: t(`columns.${c.key}`) })}
                      testId={`${c.key}-${n}`}
                      onChange={(value) => update(row.key, { [c.key]: value })}
                    />
                  ) : (
                    <textarea
                      id={`${row.key}-${c.key}`}
                      rows={2}
                      value={row[c.key]}
                      maxLength={2000}
                      aria-label={t('manual.cellLabel', { n, column: t(`columns.${c.key}`) })}
                      data-testid={`${c.key}-${n}`}
                      onChange={(event) => update(row.key, { [c.key]: event.target.value })}
                      className="min-h-10 w-full min-w-32 resize-y rounded-lg border border-slate-300 px-2 py-1 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
                    />
                  )}
                </td>
              ))}
              <td className="px-2 py-2">
                <RowRpn rpn={rowRpn(row)} n={n} bands={bands} />
              </td>
              <td className="px-1 py-2">
                <Button
                  variant="ghost"
                  onClick={() => remove(row.key)}
                  disabled={rows.length <= 1}
                  aria-label={t('manual.deleteRow', { n })}
                  title={rows.length <= 1 ? t('manual.lastRow') : t('manual.deleteRow', { n })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Button variant="secondary" className="mt-3" onClick={add}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('manual.addRow')}
      </Button>
    </div>
  );
}
