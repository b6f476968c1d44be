import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildPlanCsv, planFileName, type PlanOutputItem } from '../../../../domain/fmea/plan-output-csv';
import { planOutputOperations as ops } from '../../../../domain/fmea/plan-output-operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage, fetchOperationFile } from '../../../lib/api-client';
import { saveBlob } from '../utils/save-blob';

/**
 * 'Excel'e Aktar' (spec §2.1): the CSV is made here in the browser from the plan on screen (UTF-8 with
 * BOM, formula-safe); the formatted .xlsx is made by the server from the stored plan.
 */
export function PlanExports({ fmeaId, items }: { fmeaId: string; items: readonly PlanOutputItem[] }) {
  const { t, i18n } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const xlsx = useMutation({
    mutationFn: async () => {
      const { blob } = await fetchOperationFile(
        ops.exportPlanXlsx,
        { params: { id: fmeaId }, query: { lang } },
        t('plan.exportFailed'),
      );
      saveBlob(blob, planFileName(new Date(), 'xlsx'));
    },
  });
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          data-testid="export-csv"
          onClick={() =>
            saveBlob(
              new Blob([buildPlanCsv(items, lang)], { type: 'text/csv;charset=utf-8' }),
              planFileName(new Date(), 'csv'),
            )
          }
        >
          <FileDown className="h-4 w-4" aria-hidden />
          {t('plan.export')}
        </Button>
        <Button
          variant="secondary"
          data-testid="export-xlsx"
          disabled={xlsx.isPending}
          onClick={() => xlsx.mutate()}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {t('plan.exportXlsx')}
        </Button>
      </div>
      {xlsx.isError ? <AlertBox tone="error">{errorText(errorMessage(xlsx.error))}</AlertBox> : null}
    </div>
  );
}
