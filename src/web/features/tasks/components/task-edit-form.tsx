import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type TCreateTask,
  type TTask,
  type TTaskEditFormInput,
  type TUpdateTaskRequest,
  ZTaskEditForm,
} from '../../../../domain/tasks/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { errorMessage } from '../../../lib/api-client';
import { useAssignableUsers } from '../api/list-users';
import { useUpdateTask } from '../api/mutate-task';
import { TaskFormFields } from './task-form-fields';

const toInput = (task: TTask): TTaskEditFormInput => ({
  title: task.title,
  description: task.description,
  assigneeId: task.assigneeId,
  dueDate: task.dueDate,
  priority: task.priority,
  category: task.category,
  estimatedHours: String(task.estimatedHours).replace('.', ','),
  completedHours: String(task.completedHours).replace('.', ','),
  tags: task.tags,
});

/** Only what changed goes to the server, so the activity log names exactly the edited fields. */
function changes(task: TTask, next: TCreateTask & { completedHours: number }): TUpdateTaskRequest {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(task[key])) body[key] = next[key];
  }
  return body as TUpdateTaskRequest;
}

/** Edit any field of a task (creator, assignee or Yönetici), same rules and messages as creating one. */
export function TaskEditForm({ task }: { task: TTask }) {
  const { t } = useTranslation('tasks');
  const users = useAssignableUsers();
  const update = useUpdateTask();
  const [saved, setSaved] = useState(false);
  const form = useForm<TTaskEditFormInput, unknown, TCreateTask & { completedHours: number }>({
    resolver: zodResolver(ZTaskEditForm),
    values: toInput(task),
    resetOptions: { keepDirtyValues: true },
  });
  const errorText = useErrorText();
  const submit = (values: TCreateTask & { completedHours: number }) => {
    setSaved(false);
    const body = changes(task, values);
    if (Object.keys(body).length === 0) return setSaved(true);
    update.mutate({ id: task.id, body }, { onSuccess: () => setSaved(true) });
  };
  return (
    <Form form={form} onValid={submit} className="space-y-4" aria-label={t('detail.title')}>
      {update.error ? <AlertBox tone="error">{errorText(errorMessage(update.error))}</AlertBox> : null}
      {saved && !update.error ? <AlertBox tone="success">{t('detail.saved')}</AlertBox> : null}
      <TaskFormFields users={users.data?.users ?? []} withCompleted />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {t('detail.save')}
        </Button>
      </div>
    </Form>
  );
}
