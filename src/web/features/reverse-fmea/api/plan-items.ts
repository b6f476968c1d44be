import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PLAN_ITEMS_PAGE, type TPlanPriority } from '../../../../domain/fmea/contract';
import { fmeaOperations as ops } from '../../../../domain/fmea/operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

const planItemsQuery = (fmeaId: string, priority: TPlanPriority | undefined) =>
  infiniteQueryOptions({
    queryKey: [...fmeaKeys.planItems(fmeaId), priority ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        ops.listPlanItems,
        {
          params: { id: fmeaId },
          query: {
            limit: PLAN_ITEMS_PAGE,
            ...(priority ? { priority } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The plan's items a page at a time, highest risk first, of one priority or all. */
export const usePlanItems = (fmeaId: string, priority: TPlanPriority | undefined) =>
  useInfiniteQuery(planItemsQuery(fmeaId, priority));

/** One item by id (a task's link back to its card), wherever it is in the plan. */
export const usePlanItem = (fmeaId: string, itemId: string | null) =>
  useQuery({
    queryKey: [...fmeaKeys.planItems(fmeaId), 'item', itemId],
    queryFn: ({ signal }) =>
      callOperation(ops.listPlanItems, { params: { id: fmeaId }, query: { item: itemId ?? '' } }, signal),
    enabled: itemId !== null,
  });
