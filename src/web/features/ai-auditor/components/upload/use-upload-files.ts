import { useMutation } from '@tanstack/react-query';
import { AUDIT_API_MESSAGES, AUDIT_LIMITS } from '../../../../../domain/audit/api-contract';
import { ApiError } from '../../../../lib/api-client';
import { useUploadDocuments } from '../../api/upload-documents';

/**
 * Sends the chosen files in requests of at most the server's per-request count; a file over the
 * size limit is refused here with the server's own message instead of being sent for nothing.
 * Resolves to the number of documents stored.
 */
export function useUploadFiles() {
  const upload = useUploadDocuments();
  return useMutation({
    mutationFn: async (files: readonly File[]): Promise<number> => {
      if (files.some((f) => f.size > AUDIT_LIMITS.maxFileBytes)) {
        throw new ApiError(413, 'file_too_large', AUDIT_API_MESSAGES.fileTooLarge, 'files');
      }
      let stored = 0;
      for (let start = 0; start < files.length; start += AUDIT_LIMITS.maxFilesPerUpload) {
        const batch = files.slice(start, start + AUDIT_LIMITS.maxFilesPerUpload);
        stored += (await upload.mutateAsync(batch)).documents.length;
      }
      return stored;
    },
  });
}
