import { z } from 'zod';

const NOTIFICATION_TYPES = [
  'task_completed',
  'task_update',
  'new_task',
  'deadline_approaching',
  'other',
] as const;
const ZNotificationType = z.enum(NOTIFICATION_TYPES);

export const ZNotification = z.object({
  id: z.string(),
  type: ZNotificationType,
  message: z.string(),
  read: z.boolean(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  unread: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZMarkNotificationRequest = z.object({ read: z.boolean() }).strict();
