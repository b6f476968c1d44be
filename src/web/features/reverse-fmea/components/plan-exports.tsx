import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planFileName } from '../../../../domain/fmea/plan-output-csv';
import { planOutputOperations as ops } from '../../../../domain/fmea/plan-output-operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage, fetchOperationFile } from '../../../lib/api-client';
import { saveBlob } from '../utils/save-blob';

/**
 * 'Excel'e Aktar' (spec §2.1, UTF-8 with BOM, formula-safe) and the formatted .xlsx: both made by the
 * server from the stored plan, whole (the browser holds only the pages on screen).
 */
export function PlanExports({ fmeaId }: { fmeaId: string }) {
  const { t, i18n } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const download = useMutation({
    mutationFn: async (kind: 'csv' | 'xlsx') => {
      const { blob } = await fetchOperationFile(
        kind === 'csv' ? ops.exportPlanCsv : ops.exportPlanXlsx,
        { params: { id: fmeaId }, query: { lang } },
        t('plan.exportFailed'),
      );
      saveBlob(blob, planFileName(new Date(), kind));
    },
  });
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button data-testid="export-csv" disabled={download.isPending} onClick={() => download.mutate('csv')}>
          <FileDown className="h-4 w-4" aria-hidden />
          {t('plan.export')}
        </Button>
        <Button
          variant="secondary"
          data-testid="export-xlsx"
          disabled={download.isPending}
          onClick={() => download.mutate('xlsx')}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {t('plan.exportXlsx')}
        </Button>
      </div>
      {download.isError ? <AlertBox tone="error">{errorText(errorMessage(download.error))}</AlertBox> : null}
    </div>
  );
}
