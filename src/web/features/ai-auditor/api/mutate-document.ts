import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuditDocumentList } from '../../../../domain/audit/api-contract';
import type { TAuditDocumentType } from '../../../../domain/audit/contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** The user corrects the type guessed from the file name. */
export function useChangeDocumentType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: TAuditDocumentType }) =>
      callOperation(ops.updateDocument, { params: { id }, body: { type } }),
    onSuccess: (document) => {
      client.setQueryData<TAuditDocumentList>(auditKeys.documents, (old) =>
        old ? { documents: old.documents.map((d) => (d.id === document.id ? document : d)) } : old,
      );
    },
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteDocument, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.setQueryData<TAuditDocumentList>(auditKeys.documents, (old) =>
        old ? { documents: old.documents.filter((d) => d.id !== id) } : old,
      );
    },
  });
}
