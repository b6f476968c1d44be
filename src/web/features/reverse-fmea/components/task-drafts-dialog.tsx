import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPlanTaskDraft } from '../../../../domain/fmea/plan-output-contract';
import type { TCreatePlanTasksRequest } from '../../../../domain/fmea/plan-output-operations';
import { userOperations } from '../../../../domain/users/operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Form } from '../../../components/ui/form/form';
import { Modal } from '../../../components/ui/modal';
import { callOperation, errorMessage } from '../../../lib/api-client';
import { useCreatePlanTasks } from '../api/plan-tasks';
import { TaskDraftFields } from './task-draft-fields';
import { type TaskDraftsValues, taskDraftValues, ZTaskDraftsForm } from './task-drafts-form';

const FORM_ID = 'fmea-task-drafts';

/**
 * The proposed tasks, one block per selected plan item: everything (title, assignee, due date,
 * priority, tags, description) can be changed before 'N Görev Oluştur' creates them in one go.
 */
export function TaskDraftsDialog({
  fmeaId,
  drafts,
  onClose,
  onCreated,
}: {
  fmeaId: string;
  drafts: readonly TPlanTaskDraft[];
  onClose: () => void;
  onCreated: (count: number) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const form = useForm<TaskDraftsValues, unknown, TCreatePlanTasksRequest>({
    resolver: zodResolver(ZTaskDraftsForm),
    defaultValues: { drafts: drafts.map(taskDraftValues) },
  });
  const users = useQuery({
    queryKey: ['fmea', 'users'],
    queryFn: ({ signal }) => callOperation(userOperations.list, undefined, signal),
    staleTime: 60_000,
  });
  const create = useCreatePlanTasks(fmeaId);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('tasks.title')}
      widthClass="max-w-3xl"
      footer={
        <div className="flex flex-col gap-2">
          {create.isError ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('tasks.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} disabled={create.isPending} data-testid="confirm-tasks">
              <ListChecks className="h-4 w-4" aria-hidden />
              {t('tasks.create', { count: drafts.length })}
            </Button>
          </div>
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{t('tasks.intro')}</p>
      <Form
        form={form}
        id={FORM_ID}
        aria-label={t('tasks.title')}
        onValid={(request) =>
          create.mutate(request, { onSuccess: (answer) => onCreated(answer.links.length) })
        }
        className="flex flex-col gap-4"
      >
        {drafts.map((draft, index) => (
          <TaskDraftFields key={draft.itemId} index={index} draft={draft} users={users.data?.users ?? []} />
        ))}
      </Form>
    </Modal>
  );
}
