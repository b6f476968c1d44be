import type { QueryClient } from '@tanstack/react-query';
import { ZAnalysis } from '../../../../domain/analyses/contract';
import { withAnalysisPermissions } from '../../../../domain/analyses/permissions';
import type { TUser } from '../../../../domain/auth/contract';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { coalescedInvalidation } from '../../../lib/coalesced-invalidation';
import { meQueryKey } from '../../../lib/current-user';
import { registerLiveTable } from '../../../lib/live-tables';
import { analysesKeys } from './analysis-keys';

// A burst of events (up to 10/s) triggers one refetch of the lists and stats, not ten.
const refreshListsSoon = coalescedInvalidation([analysesKeys.lists, analysesKeys.stats], 300);

/**
 * Realtime change of `ai_analyses`: INSERT/UPDATE carry the whole presented row, DELETE its id.
 * The open report is updated in place (its `can`, broadcast for nobody, recomputed for this user by
 * the domain rule); lists and statistics (filtered, sorted and counted by the server) are fetched again.
 * @internal
 */
export function applyAnalysisEvent(client: QueryClient, event: TTableEvent): void {
  if (event.eventType === 'DELETE') {
    const id = event.old?.id;
    if (typeof id === 'string') client.removeQueries({ queryKey: analysesKeys.detail(id) });
  } else {
    const parsed = ZAnalysis.safeParse(event.new);
    if (parsed.success) {
      const me = client.getQueryData<TUser | null>(meQueryKey) ?? null;
      client.setQueryData(analysesKeys.detail(parsed.data.id), withAnalysisPermissions(me, parsed.data));
    }
  }
  refreshListsSoon(client);
}

registerLiveTable('ai_analyses', applyAnalysisEvent, [analysesKeys.all]);
