import { FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaSummary } from '../../../../domain/fmea/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeleteFmea, useFmeaList } from '../api/fmeas';

/** 'Kayıtlı FMEA'lar': open, edit and delete as each record's `can` allows; the list updates live. */
export function StoredFmeas({
  currentId,
  onOpen,
  onEdit,
}: {
  currentId: string | null;
  onOpen: (fmea: TFmeaSummary) => void;
  onEdit: (fmea: TFmeaSummary) => void;
}) {
  const { t, i18n } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const list = useFmeaList();
  const remove = useDeleteFmea();
  const [toDelete, setToDelete] = useState<TFmeaSummary | null>(null);
  const locale = i18n.language === 'en' ? 'en-GB' : 'tr-TR';

  return (
    <section
      aria-labelledby="stored-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="stored-fmeas"
    >
      <h2 id="stored-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('stored.title')}
      </h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.fmeas.length === 0 ? (
        <p className="text-sm text-slate-600">{t('stored.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {list.data?.fmeas.map((fmea) => (
          <li
            key={fmea.id}
            className={`flex flex-wrap items-center gap-3 py-3 ${fmea.id === currentId ? 'bg-blue-50/60' : ''}`}
            data-testid="stored-fmea"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900" data-user-content>
                {fmea.name}
              </p>
              <p className="text-xs text-slate-600" data-user-content>
                {[
                  fmea.partOrProcess,
                  t('stored.rows', { count: fmea.rowCount }),
                  fmea.sourceFileName ? t('stored.file', { name: fmea.sourceFileName }) : null,
                  t('stored.by', {
                    owner: fmea.ownerName ?? '—',
                    date: formatDateTime(fmea.updatedAt, locale),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                variant="secondary"
                onClick={() => onOpen(fmea)}
                aria-label={`${t('stored.open')}: ${fmea.name}`}
              >
                <FolderOpen className="h-4 w-4" aria-hidden />
                {t('stored.open')}
              </Button>
              {fmea.can.edit ? (
                <Button
                  variant="ghost"
                  onClick={() => onEdit(fmea)}
                  aria-label={`${t('stored.edit')}: ${fmea.name}`}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                  <span className="hidden sm:inline">{t('stored.edit')}</span>
                </Button>
              ) : null}
              {fmea.can.delete ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    remove.reset();
                    setToDelete(fmea);
                  }}
                  aria-label={`${t('stored.delete')}: ${fmea.name}`}
                >
                  <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
                  <span className="hidden sm:inline">{t('stored.delete')}</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('stored.delete')}
        confirmLabel={t('stored.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorText(errorMessage(remove.error)) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
      >
        {t('stored.confirmDelete', { name: toDelete?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
