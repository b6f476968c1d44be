import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
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
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAssignableUsers } from '../api/list-users';
import { useCreateTask } from '../api/mutate-task';
import { firstErrorMessage, invalidFields } from './form-errors';
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
  const users = useAssignableUsers();
  const create = useCreateTask();
  const form = useForm<TTaskFormInput, unknown, TCreateTask>({
    resolver: zodResolver(ZTaskForm),
    defaultValues: EMPTY,
  });
  const validation = firstErrorMessage(form.formState.errors);
  const tags = useWatch({ control: form.control, name: 'tags' });
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (task) => {
        form.reset(EMPTY);
        onCreated(task);
      },
    }),
  );

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
      <form
        id="new-task-form"
        onSubmit={submit}
        noValidate
        aria-label={t('form.title')}
        className="space-y-4"
      >
        {validation ? (
          <AlertBox tone="error" testId="task-form-error">
            {validation}
          </AlertBox>
        ) : null}
        {create.error ? <AlertBox tone="error">{errorMessage(create.error)}</AlertBox> : null}
        <TaskFormFields
          register={(name) => form.register(name)}
          invalid={invalidFields(form.formState.errors)}
          users={users.data?.users ?? []}
          tags={tags}
          onTagsChange={(next) => form.setValue('tags', next)}
        />
      </form>
    </Modal>
  );
}
