import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuditDocumentList } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callMultipartOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

const UPLOAD_FAILED = 'Dosyalar yüklenemedi';

/** multipart/form-data (parts named 'files'), answered by the operation's own schema. */
function uploadDocuments(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return callMultipartOperation(ops.uploadDocuments, form, {}, UPLOAD_FAILED);
}

/** Uploads the chosen or dropped files; the stored documents go on top of the list at once. */
export function useUploadDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: ({ documents }) => {
      client.setQueryData<TAuditDocumentList>(auditKeys.documents, (old) => {
        const known = new Set(documents.map((d) => d.id));
        return { documents: [...documents, ...(old?.documents ?? []).filter((d) => !known.has(d.id))] };
      });
    },
  });
}
