import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useDocuments } from '../../api/list-documents';
import { useChangeDocumentType, useDeleteDocument } from '../../api/mutate-document';
import { DocumentList, type DocumentRow } from './document-list';
import { FileDropZone } from './file-drop-zone';
import { StartAuditBar } from './start-audit-bar';
import { SupportedTypes } from './supported-types';
import { useUploadFiles } from './use-upload-files';

/** 'Doküman Yükle': pick or drop files, correct their types, start the audit. */
export function UploadScreen() {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const documents = useDocuments();
  const upload = useUploadFiles();
  const changeType = useChangeDocumentType();
  const remove = useDeleteDocument();
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  // Unticked ones: a new upload is in the next audit without a click.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');

  const list = documents.data?.documents ?? [];
  const selectable = list.filter((d) => d.can.audit);
  const selected = new Set(selectable.filter((d) => !excluded.has(d.id)).map((d) => d.id));
  const running = list.some((d) => d.status === 'analyzing');
  const actionError = upload.error ?? changeType.error;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section
        aria-labelledby="audit-upload-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="audit-upload-heading" className="text-xl font-bold text-slate-900">
            {t('upload.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('upload.intro')}</p>
        </div>
        <FileDropZone
          disabled={upload.isPending}
          onFiles={(files) => {
            setNotice('');
            upload.mutate(files, { onSuccess: (count) => setNotice(t('upload.uploaded', { count })) });
          }}
        />
        {actionError ? <AlertBox tone="error">{errorText(errorMessage(actionError))}</AlertBox> : null}
        {notice ? <AlertBox tone="success">{notice}</AlertBox> : null}
        <h3 className="text-base font-semibold text-slate-900">
          {t('upload.listHeading', { count: list.length })}
        </h3>
        {documents.isPending ? (
          <Spinner label={t('app.loading', { ns: 'translation' })} />
        ) : documents.isError ? (
          <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={FolderOpen} title={t('upload.empty')} hint={t('upload.emptyHint')} />
        ) : (
          <DocumentList
            documents={list}
            selected={selected}
            onToggle={(doc, on) =>
              setExcluded((old) => {
                const next = new Set(old);
                if (on) next.delete(doc.id);
                else next.add(doc.id);
                return next;
              })
            }
            onTypeChange={(doc, type) => {
              setNotice('');
              changeType.mutate({ id: doc.id, type }, { onSuccess: () => setNotice(t('upload.typeSaved')) });
            }}
            onDelete={(doc) => {
              remove.reset();
              setToDelete(doc);
            }}
          />
        )}
        {running ? <AlertBox tone="info">{t('upload.running')}</AlertBox> : null}
        <StartAuditBar documentIds={[...selected]} />
      </section>
      <aside>
        <SupportedTypes />
      </aside>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('upload.deleteTitle')}
        confirmLabel={t('upload.delete')}
        pending={remove.isPending}
        error={remove.error ? errorText(errorMessage(remove.error)) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              setNotice(t('upload.deleted'));
            },
          });
        }}
      >
        <p>{t('upload.deleteConfirm', { name: toDelete?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
