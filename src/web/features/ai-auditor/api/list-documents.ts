import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** The viewer's uploaded documents, newest first (statuses follow realtime events). */
const documentsQuery = queryOptions({
  queryKey: auditKeys.documents,
  queryFn: ({ signal }) => callOperation(ops.listDocuments, { query: { mine: 'true' } }, signal),
});

export const useDocuments = () => useQuery(documentsQuery);
