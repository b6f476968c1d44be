import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../../components/ui/file-picker';
import { AUDIT_FILE_ACCEPT } from './accepted-files';

/**
 * The spec's multi-file picker, also a drop target: a dropped folder or a file of another kind is
 * left to the server, which checks every file by its content anyway.
 */
export function FileDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <FilePicker
      look="zone"
      tone="violet"
      multiple
      accept={AUDIT_FILE_ACCEPT}
      onFiles={onFiles}
      disabled={disabled}
      titleIcon={FileUp}
      title={t('upload.dropTitle')}
      hint={t('upload.dropHint')}
      label={disabled ? t('upload.uploading') : t('upload.choose')}
      testId="audit-drop-zone"
      inputTestId="audit-file-input"
    />
  );
}
