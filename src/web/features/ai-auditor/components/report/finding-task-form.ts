import { z } from 'zod';

/** Turkish messages of the finding → task form (translated under aiAuditor:validation.*). */
export const FINDING_TASK_MESSAGES = {
  title: 'Görev başlığı gerekli',
  assignee: 'Lütfen bir sorumlu seçin',
  dueDate: 'Geçerli bir bitiş tarihi girin',
} as const;

/**
 * The dialog's form: the draft's fields the user may change before confirming, all required here
 * (the API's ZCreateFindingTaskRequest takes the same three, each optional).
 */
export const ZFindingTaskForm = z.object({
  title: z.string().trim().min(1, FINDING_TASK_MESSAGES.title).max(200, FINDING_TASK_MESSAGES.title),
  assigneeId: z.uuid({ message: FINDING_TASK_MESSAGES.assignee }),
  dueDate: z.iso.date({ message: FINDING_TASK_MESSAGES.dueDate }),
});
export type TFindingTaskFormInput = z.input<typeof ZFindingTaskForm>;
export type TFindingTaskForm = z.infer<typeof ZFindingTaskForm>;
