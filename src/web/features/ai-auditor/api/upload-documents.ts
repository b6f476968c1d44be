import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApiError } from '../../../../domain/shared/api-error';
import { type TAuditDocumentList, ZUploadDocumentsResponse } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { ApiError, operationHref } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

const UPLOAD_FAILED = 'Dosyalar yüklenemedi';

/** multipart/form-data (parts named 'files'): the JSON client cannot send files. */
async function uploadDocuments(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(operationHref(ops.uploadDocuments), {
      method: ops.uploadDocuments.method,
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(data);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(response.status, 'http_error', UPLOAD_FAILED);
  }
  return ZUploadDocumentsResponse.parse(data);
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
