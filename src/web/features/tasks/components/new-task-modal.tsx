import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ESTIMATED_HOURS,
  DEFAULT_PRIORITY,
  type TCreateTask,
  type TTask,
  type TTaskFormInput,
  ZTaskForm,
} from '../../../../domain/tasks/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAssignableUsers } from '../api/list-users';
import { useCreateTask } from '../api/mutate-task';
import { TaskFormFields } from './task-form-fields';

const EMPTY: TTaskFormInput = {
  title: '',
  description: '',
  assigneeId: '',
  dueDate: '',
  priority: DEFAULT_PRIORITY,
  category: '',
  estimatedHours: String(DEFAULT_ESTIMATED_HOURS),
  tags: [],
};

/** 'Yeni Görev': validated with the API's own schema; closes only after the server stored the task. */
export function NewTaskModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (task: TTask) => void;
}) {
  const { t } = useTranslation('tasks');
  const errorText = useErrorText();
  const users = useAssignableUsers();
  const create = useCreateTask();
  const form = useForm<TTaskFormInput, unknown, TCreateTask>({
    resolver: zodResolver(ZTaskForm),
    defaultValues: EMPTY,
  });
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('form.title')}
      widthClass="max-w-2xl"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('app.cancel', { ns: 'translation' })}
          </Button>
          <Button type="submit" form="new-task-form" disabled={create.isPending}>
            {create.isPending ? t('form.saving') : t('form.submit')}
          </Button>
        </div>
      }
    >
      <Form
        form={form}
        onValid={(values) =>
          create.mutate(values, {
            onSuccess: (task) => {
              form.reset(EMPTY);
              onCreated(task);
            },
          })
        }
        id="new-task-form"
        aria-label={t('form.title')}
        className="space-y-4"
      >
        {create.error ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
        <TaskFormFields users={users.data?.users ?? []} />
      </Form>
    </Modal>
  );
}
