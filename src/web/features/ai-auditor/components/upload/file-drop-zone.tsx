import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_FILE_ACCEPT } from './accepted-files';

/**
 * The spec's multi-file picker, also a drop target: a dropped folder or a file of another kind is
 * left to the server, which checks every file by its content anyway.
 */
export function FileDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation('aiAuditor');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <div
      data-testid="audit-drop-zone"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${over ? 'border-violet-600 bg-violet-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <FileUp className="h-10 w-10 text-violet-700" aria-hidden />
      <p className="text-base font-semibold text-slate-900">{t('upload.dropTitle')}</p>
      <p id={hintId} className="text-sm text-slate-600">
        {t('upload.dropHint')}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={AUDIT_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="audit-file-input"
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again (after deleting it) must fire change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800 disabled:bg-violet-300"
      >
        {disabled ? t('upload.uploading') : t('upload.choose')}
      </button>
    </div>
  );
}
