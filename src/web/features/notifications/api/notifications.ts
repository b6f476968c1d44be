import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type TNotificationList,
  ZNotification,
  ZNotificationList,
} from '../../../../domain/notifications/contract';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { ZOk } from '../../../../domain/shared/api-error';
import { api } from '../../../lib/api-client';
import { registerLiveTable } from '../../../lib/live-tables';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api('/api/notifications', { schema: ZNotificationList }),
});
export const useNotifications = () => useQuery(notificationsQuery);

const withUnread = (list: TNotificationList['notifications']): TNotificationList => ({
  notifications: list,
  unread: list.filter((n) => !n.read).length,
});

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/notifications/${id}`, { method: 'PATCH', body: { read: true }, schema: ZNotification }),
    onSuccess: (row) =>
      client.setQueryData<TNotificationList>(notificationsQuery.queryKey, (old) =>
        old ? withUnread(old.notifications.map((n) => (n.id === row.id ? row : n))) : old,
      ),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications/read-all', { method: 'POST', schema: ZOk }),
    onSuccess: () =>
      client.setQueryData<TNotificationList>(notificationsQuery.queryKey, (old) =>
        old ? withUnread(old.notifications.map((n) => ({ ...n, read: true }))) : old,
      ),
  });
}

/** The server sends a user only their own notification events. */
export function applyNotificationEvent(client: QueryClient, event: TTableEvent): void {
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
