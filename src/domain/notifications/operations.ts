import { ZIdParams, ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { ZMarkNotificationRequest, ZNotification, ZNotificationList } from './contract';

const tags = ['notifications'] as const;

/** The bell: a user's own notifications only. */
export const notificationOperations = {
  listNotifications: defineOperation({
    method: 'GET',
    path: '/api/notifications',
    tags,
    response: ZNotificationList,
  }),
  markNotification: defineOperation({
    method: 'PATCH',
    path: '/api/notifications/:id',
    tags,
    params: ZIdParams,
    body: ZMarkNotificationRequest,
    response: ZNotification,
  }),
  markAllRead: defineOperation({
    method: 'POST',
    path: '/api/notifications/read-all',
    tags,
    response: ZOk,
  }),
};
