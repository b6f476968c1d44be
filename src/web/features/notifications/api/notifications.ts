import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type TNotificationList, ZNotification } from '../../../../domain/notifications/contract';
import { notificationOperations as ops } from '../../../../domain/notifications/operations';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { callOperation } from '../../../lib/api-client';
import { registerLiveTable } from '../../../lib/live-tables';

const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => callOperation(ops.listNotifications, {}, signal),
});
export const useNotifications = () => useQuery(notificationsQuery);

const withUnread = (list: TNotificationList['notifications']): TNotificationList => ({
  notifications: list,
  unread: list.filter((n) => !n.read).length,
});

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.markNotification, { params: { id }, body: { read: true } }),
    onSuccess: (row) =>
      client.setQueryData<TNotificationList>(notificationsQuery.queryKey, (old) =>
        old ? withUnread(old.notifications.map((n) => (n.id === row.id ? row : n))) : old,
      ),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(ops.markAllRead),
    onSuccess: () =>
      client.setQueryData<TNotificationList>(notificationsQuery.queryKey, (old) =>
        old ? withUnread(old.notifications.map((n) => ({ ...n, read: true }))) : old,
      ),
  });
}

/** The server sends a user only their own notification events. */
function applyNotificationEvent(client: QueryClient, event: TTableEvent): void {
  client.setQueryData<TNotificationList>(notificationsQuery.queryKey, (old) => {
    if (!old) return old;
    if (event.eventType === 'DELETE')
      return withUnread(old.notifications.filter((n) => n.id !== event.old?.id));
    const parsed = ZNotification.safeParse(event.new);
    if (!parsed.success) return old;
    const exists = old.notifications.some((n) => n.id === parsed.data.id);
    const list = exists
      ? old.notifications.map((n) => (n.id === parsed.data.id ? parsed.data : n))
      : [parsed.data, ...old.notifications];
    return withUnread(list);
  });
}

registerLiveTable('notifications', applyNotificationEvent, [notificationsQuery.queryKey]);
