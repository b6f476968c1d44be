import { queryOptions, useQuery } from '@tanstack/react-query';
import { embedOperations as ops } from '../../../../domain/powerbi/embed-operations';
import { callOperation } from '../../../lib/api-client';
import { coalescedInvalidation } from '../../../lib/coalesced-invalidation';
import { registerLiveTable } from '../../../lib/live-tables';

export const demoFiguresQuery = queryOptions({
  queryKey: ['powerbi', 'demo-figures'],
  queryFn: ({ signal }) => callOperation(ops.getDemoFigures, undefined, signal),
});
export const useDemoFigures = () => useQuery(demoFiguresQuery);

// A task completed or an 8D analysis opened anywhere refetches the figures: one request per burst.
const refreshSoon = coalescedInvalidation([demoFiguresQuery.queryKey], 300);
registerLiveTable('tasks', (client) => refreshSoon(client), [demoFiguresQuery.queryKey]);
registerLiveTable('ai_analyses', (client) => refreshSoon(client), [demoFiguresQuery.queryKey]);
