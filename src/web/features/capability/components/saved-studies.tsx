import { FolderOpen, Library, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCapabilityStudySummary } from '../../../../domain/capability/contract';
import { useNumberFormat } from '../hooks/use-number-format';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useDeleteStudy, useStudies } from '../api/capability-studies';
import { CapabilityBadge } from './capability-badge';
import { useClassText } from '../hooks/use-class-text';

interface Props {
  onOpen: (id: string) => void;
  openingId: string | null;
  openError: string | null;
}

/** Saved studies of the organisation, newest first; reopen any, delete own ones (any for Yönetici). */
export function SavedStudies({ onOpen, openingId, openError }: Props) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const classText = useClassText();
  const studies = useStudies();
  const remove = useDeleteStudy();
  const [confirming, setConfirming] = useState<TCapabilityStudySummary | null>(null);
  const rows = studies.data?.pages.flatMap((page) => page.studies) ?? [];
  const total = studies.data?.pages[0]?.total ?? 0;

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, { onSuccess: () => setConfirming(null) });
  };

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="capability-studies"
      data-testid="saved-studies"
    >
      <h2 id="capability-studies" className="mb-4 text-lg font-semibold text-slate-900">
        {t('studies.heading')}
      </h2>
      {openError ? <AlertBox tone="error">{openError}</AlertBox> : null}
      {remove.isSuccess && !confirming ? <AlertBox tone="success">{t('studies.deleted')}</AlertBox> : null}
      {studies.isPending ? <Spinner label={t('app.loading', { ns: 'translation' })} /> : null}
      {studies.isError ? <AlertBox tone="error">{errorMessage(studies.error)}</AlertBox> : null}
      {studies.isSuccess && rows.length === 0 ? (
        <EmptyState icon={Library} title={t('studies.empty')} hint={t('studies.emptyHint')} />
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          minWidth={760}
          columns={[
            { key: 'name', header: t('studies.name') },
            { key: 'part', header: t('studies.part') },
            { key: 'characteristic', header: t('studies.characteristic') },
            { key: 'n', header: t('studies.n'), align: 'right' },
            { key: 'cpk', header: t('studies.cpk') },
            { key: 'date', header: t('studies.date') },
            { key: 'savedBy', header: t('studies.savedBy') },
            { key: 'actions', header: t('studies.actions'), align: 'right' },
          ]}
        >
          {rows.map((study) => (
            <tr key={study.id} className="border-b border-slate-100 last:border-0" data-testid="study-row">
              <td className="px-3 py-2 font-medium break-words text-slate-900">{study.name}</td>
              <td className="px-3 py-2 text-slate-700">{study.partNumber ?? '—'}</td>
              <td className="px-3 py-2 text-slate-700">{study.characteristic ?? '—'}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {fmt.number(study.n, { digits: 0, grouping: true })}
              </td>
              <td className="px-3 py-2">
                <CapabilityBadge
                  label={classText(study.processCapability).label}
                  colour={study.processCapability.colour}
                >
                  {`${fmt.number(study.cpk, { digits: 4 })} · ${classText(study.processCapability).label}`}
                </CapabilityBadge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {formatDateTime(study.createdAt, activeLocale())}
              </td>
              <td className="px-3 py-2 text-slate-700">{study.userFullName}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="secondary"
                    onClick={() => onOpen(study.id)}
                    disabled={openingId !== null}
                    aria-label={`${t('studies.open')}: ${study.name}`}
                  >
                    <FolderOpen className="h-4 w-4" aria-hidden />
                    {openingId === study.id ? t('studies.opening') : t('studies.open')}
                  </Button>
                  {study.can.delete ? (
                    <Button
                      variant="ghost"
                      onClick={() => setConfirming(study)}
                      aria-label={`${t('studies.delete')}: ${study.name}`}
                      className="text-red-700"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {rows.length > 0 ? (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-600">
          <span>{t('studies.shown', { shown: rows.length, total })}</span>
          {studies.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void studies.fetchNextPage()}
              disabled={studies.isFetchingNextPage}
            >
              {t('studies.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('studies.confirmTitle')}
        confirmLabel={t('studies.delete')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={confirmDelete}
        onCancel={() => {
          setConfirming(null);
          remove.reset();
        }}
      >
        <p>{t('studies.confirmText', { name: confirming?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
