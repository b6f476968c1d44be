import { ClipboardList, FileSpreadsheet, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { controlPlanFileNames } from '../../../../domain/fmea/control-plan/file-names';
import { controlPlanOperations as ops } from '../../../../domain/fmea/control-plan/operations';
import { trDate } from '../../../../domain/fmea/plan-output-csv';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage, fetchOperationFile } from '../../../lib/api-client';
import { saveBlob } from '../utils/save-blob';
import { ControlPlanEditor } from './control-plan-editor';

type Kind = 'control-plan' | 'pfmea';

/**
 * 'Kontrol Planı Oluştur' and the PFMEA as .xlsx (issue 23 §8): both made by the server from the
 * stored FMEA with the same title block, so the pair can be audited together. 'Taslağı Düzenle' opens
 * the draft as a table; `canEdit` (the FMEA's `can.edit`) decides whether it can be saved.
 */
export function FormExports({ fmeaId, canEdit }: { fmeaId: string; canEdit: boolean }) {
  const { t } = useTranslation('reverseFmea');
  const [editing, setEditing] = useState(false);
  const errorText = useErrorText();
  const download = useMutation({
    mutationFn: async (kind: Kind) => {
      const op = kind === 'control-plan' ? ops.exportControlPlanXlsx : ops.exportFmeaXlsx;
      const { blob } = await fetchOperationFile(op, { params: { id: fmeaId } }, t('plan.exportFailed'));
      saveBlob(blob, controlPlanFileNames(kind, trDate(new Date())).utf8);
    },
  });
  return (
    <section
      aria-labelledby="form-exports-heading"
      className="mt-6 flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="form-exports-heading" className="text-lg font-bold text-slate-900">
          {t('controlPlan.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('controlPlan.hint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          data-testid="export-control-plan"
          disabled={download.isPending}
          onClick={() => download.mutate('control-plan')}
        >
          <ClipboardList className="h-4 w-4" aria-hidden />
          {t('controlPlan.create')}
        </Button>
        <Button
          variant="secondary"
          data-testid="export-pfmea-xlsx"
          disabled={download.isPending}
          onClick={() => download.mutate('pfmea')}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {t('controlPlan.pfmea')}
        </Button>
        <Button
          variant="secondary"
          data-testid="edit-control-plan"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          <PencilLine className="h-4 w-4" aria-hidden />
          {editing ? t('controlPlan.closeEditor') : t('controlPlan.edit')}
        </Button>
      </div>
      {editing ? <ControlPlanEditor fmeaId={fmeaId} editable={canEdit} /> : null}
      {download.isError ? <AlertBox tone="error">{errorText(errorMessage(download.error))}</AlertBox> : null}
    </section>
  );
}
