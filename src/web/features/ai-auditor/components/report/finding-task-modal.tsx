import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFinding } from '../../../../../domain/audit/contract';
import type { TTask } from '../../../../../domain/tasks/contract';
import { personLabels } from '../../../../../domain/auth/display-name';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { DateInput } from '../../../../components/ui/form/date-input';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateFindingTask, useFindingTaskDraft } from '../../api/finding-task';
import { useAssignees } from '../../api/list-users';
import { type TFindingTaskForm, type TFindingTaskFormInput, ZFindingTaskForm } from './finding-task-form';

const EMPTY: TFindingTaskFormInput = { title: '', assigneeId: '', dueDate: '' };

/**
 * 'Göreve Dönüştür': the server's draft (title, due date, the assignee suggested by workload) in an
 * editable form; the task exists only after the user confirms.
 */
export function FindingTaskModal({
  auditId,
  finding,
  onClose,
  onCreated,
}: {
  auditId: string;
  finding: TFinding | null;
  onClose: () => void;
  onCreated: (task: TTask) => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const draft = useFindingTaskDraft(auditId, finding?.id ?? null);
  const users = useAssignees();
  const create = useCreateFindingTask(auditId);
  const form = useForm<TFindingTaskFormInput, unknown, TFindingTaskForm>({
    resolver: zodResolver(ZFindingTaskForm),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (draft.data) {
      reset({
        title: draft.data.title,
        assigneeId: draft.data.assigneeId ?? '',
        dueDate: draft.data.dueDate,
      });
    }
  }, [draft.data, reset]);
  const close = () => {
    create.reset();
    reset(EMPTY);
    onClose();
  };
  const names = personLabels(users.data ?? []);
  const errors = form.formState.errors;
  const loadError = draft.error ?? users.error;

  return (
    <Modal
      open={finding !== null}
      onClose={close}
      title={t('task.title')}
      widthClass="max-w-xl"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('app.cancel', { ns: 'translation' })}
          </Button>
          <Button type="submit" form="finding-task-form" disabled={create.isPending || !draft.data}>
            {create.isPending ? t('task.saving') : t('task.submit')}
          </Button>
        </div>
      }
    >
      {finding ? (
        <p
          className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
          lang="tr"
          translate="no"
          data-user-content=""
        >
          <span className="font-mono text-xs">{finding.iatfClause}</span> · {finding.title}
        </p>
      ) : null}
      {loadError ? <AlertBox tone="error">{errorText(errorMessage(loadError))}</AlertBox> : null}
      {draft.isPending ? (
        <Spinner label={t('task.loadingSuggestion')} />
      ) : draft.data ? (
        <Form
          form={form}
          id="finding-task-form"
          aria-label={t('task.title')}
          className="space-y-4"
          onValid={(values) =>
            finding &&
            create.mutate(
              { findingId: finding.id, body: values },
              {
                onSuccess: ({ task }) => {
                  reset(EMPTY);
                  onCreated(task);
                },
              },
            )
          }
        >
          {create.error ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
          <p className="text-sm text-slate-700" data-testid="suggested-assignee">
            {draft.data.assigneeName
              ? t('task.suggested', { name: draft.data.assigneeName })
              : t('task.noSuggestion')}
          </p>
          <Field label={t('task.taskTitle')} error={errors.title?.message}>
            <Input {...form.register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('task.assignee')} error={errors.assigneeId?.message}>
              <Select {...form.register('assigneeId')}>
                <option value="">{t('task.chooseAssignee')}</option>
                {(users.data ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {names.get(u.id) ?? u.fullName} — {u.department}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('task.dueDate')} error={errors.dueDate?.message}>
              <Controller
                control={form.control}
                name="dueDate"
                render={({ field }) => <DateInput {...field} />}
              />
            </Field>
          </div>
          <p className="text-xs text-slate-600">{t('task.intro')}</p>
        </Form>
      ) : null}
    </Modal>
  );
}
