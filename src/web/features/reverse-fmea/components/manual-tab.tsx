import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { isFilled, type ManualRow, newManualRow } from '../utils/manual-rows';
import type { RpnBands } from '../utils/rpn-band';
import { ManualTable } from './manual-table';

/** 'Manuel FMEA': the table and the button that turns its rows into a plan (spec §2.1 create). */
export function ManualTab({
  initialRows,
  onStart,
  pending = false,
  error = null,
  bands,
  heading,
}: {
  initialRows?: readonly ManualRow[];
  onStart: (rows: ManualRow[]) => void;
  pending?: boolean;
  error?: string | null;
  bands?: RpnBands;
  heading?: string;
}) {
  const { t } = useTranslation('reverseFmea');
  const [rows, setRows] = useState<ManualRow[]>(() =>
    initialRows && initialRows.length > 0 ? [...initialRows] : [newManualRow()],
  );
  const [empty, setEmpty] = useState(false);
  const start = () => {
    const filled = rows.filter(isFilled);
    setEmpty(filled.length === 0);
    if (filled.length > 0) onStart(filled);
  };
  return (
    <section
      aria-labelledby="manual-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="manual-heading" className="text-xl font-bold text-slate-900">
        {heading ?? t('manual.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('manual.intro')}</p>
      <ManualTable rows={rows} onChange={setRows} bands={bands} />
      <div className="mt-4 flex flex-col gap-3">
        {empty ? <AlertBox tone="error">{t('manual.needFailure')}</AlertBox> : null}
        {error ? <AlertBox tone="error">{error}</AlertBox> : null}
        <Button onClick={start} disabled={pending} className="self-start" data-testid="start-analysis">
          <Play className="h-4 w-4" aria-hidden />
          {t('manual.start')}
        </Button>
      </div>
    </section>
  );
}
