import { FileSpreadsheet, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaImportResult } from '../../../../domain/fmea/import/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { FilePicker } from '../../../components/ui/file-picker';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { type ImportInput, useImportFmeaFile } from '../api/import-file';
import type { RpnBands } from '../utils/rpn-band';
import { ReviewStep } from './review-step';
import type { SaveImported } from './review-save-schema';
import { ReviewTemplateSection } from './review-template-section';

/** Spec §5.1: the FMEA picker accepts .xlsx, .xls and .csv (the server checks the content too). */
const ACCEPT = '.xlsx,.xls,.csv';

/** 'FMEA Yükle': choose a file, see its name, read it on the server, review, store. */
export function UploadTab({
  bands,
  saving,
  saveError,
  onSave,
}: {
  bands?: RpnBands;
  saving: boolean;
  saveError: string | null;
  onSave: (input: SaveImported & { sourceFileName: string }) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TFmeaImportResult | null>(null);
  const read = useImportFmeaFile();

  const load = (chosen: File, options: Omit<ImportInput, 'file'> = {}) =>
    read.mutate({ file: chosen, ...options }, { onSuccess: setResult });
  // Columns corrected by hand go on top of the template the review shows (or of none).
  const reread = (chosen: File, options: Omit<ImportInput, 'file'>) =>
    load(chosen, options.mapping ? { ...options, template: result?.template?.id ?? 'none' } : options);

  return (
    <section
      aria-labelledby="upload-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="upload-heading" className="text-xl font-bold text-slate-900">
          {t('upload.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('upload.intro')}</p>
      </div>
      <FilePicker
        accept={ACCEPT}
        onFiles={([chosen]) => {
          if (!chosen) return;
          setFile(chosen);
          setResult(null);
          load(chosen);
        }}
        icon={Upload}
        label={file ? t('upload.change') : t('upload.choose')}
        chosen={file ? t('upload.chosen', { name: file.name }) : null}
        chosenIcon={FileSpreadsheet}
        hint={t('upload.required')}
        hintTestId="required-columns"
        inputTestId="fmea-file"
      />
      {read.isPending ? <Spinner label={t('upload.reading')} /> : null}
      {read.isError ? (
        <AlertBox tone="error" testId="import-error">
          {errorText(errorMessage(read.error))}
        </AlertBox>
      ) : null}
      {result && file ? (
        <ReviewStep
          key={`${result.sheet}:${JSON.stringify(result.mapping)}`}
          result={result}
          bands={bands}
          rereading={read.isPending}
          onReread={(options) => reread(file, options)}
          templateLine={
            <ReviewTemplateSection
              result={result}
              rereading={read.isPending}
              onReread={(options) => load(file, options)}
            />
          }
          saving={saving}
          saveError={saveError}
          onSave={(input) => onSave({ ...input, sourceFileName: file.name })}
        />
      ) : null}
    </section>
  );
}
