import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FMEA_TASK_CATEGORY, type TPlanTaskDraft } from '../../../../domain/fmea/plan-output-contract';
import { TASK_PRIORITIES } from '../../../../domain/tasks/contract';
import type { TDirectoryUser } from '../../../../domain/users/contract';
import { DateInput } from '../../../components/ui/form/date-input';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { Textarea } from '../../../components/ui/form/textarea';
import type { TaskDraftsValues } from './task-drafts-form';

/** One proposed task of the dialog: every field of it, editable, with its own messages. */
export function TaskDraftFields({
  index,
  draft,
  users,
}: {
  index: number;
  draft: TPlanTaskDraft;
  users: readonly TDirectoryUser[];
}) {
  const { t } = useTranslation('reverseFmea');
  const { register, control, formState } = useFormContext<TaskDraftsValues>();
  const e = formState.errors.drafts?.[index];
  const name = <F extends keyof TaskDraftsValues['drafts'][number]>(field: F) =>
    `drafts.${index}.${field}` as const;
  return (
    <fieldset
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2"
      data-testid="task-draft"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {index + 1}. {draft.department}
      </legend>
      <Field label={t('tasks.title_')} error={e?.title?.message} className="sm:col-span-2">
        <Input {...register(name('title'))} maxLength={200} />
      </Field>
      <Field
        label={t('tasks.assignee')}
        error={e?.assigneeId?.message}
        // why this person: the role the action calls for, then department and workload (issue 23 §5)
        hint={draft.assigneeReason}
      >
        {/* controlled: the suggested person's option arrives with the user list, after the first render */}
        <Controller
          control={control}
          name={name('assigneeId')}
          render={({ field }) => (
            <Select {...field} data-testid="draft-assignee">
              <option value="">—</option>
              {users
                .filter((u) => u.active)
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.fullName} ({u.department})
                  </option>
                ))}
            </Select>
          )}
        />
      </Field>
      <Field label={t('tasks.dueDate')} error={e?.dueDate?.message}>
        <Controller
          control={control}
          name={name('dueDate')}
          render={({ field }) => <DateInput {...field} />}
        />
      </Field>
      <Field label={t('tasks.priority')}>
        <Select {...register(name('priority'))}>
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`tasks.priorities.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('tasks.tags')} error={e?.tags?.message}>
        <Input {...register(name('tags'))} />
      </Field>
      <Field label={t('tasks.description')} error={e?.description?.message} className="sm:col-span-2">
        <Textarea {...register(name('description'))} rows={3} maxLength={5000} />
      </Field>
      <p className="text-xs text-slate-600 sm:col-span-2">
        {t('tasks.category')}: {FMEA_TASK_CATEGORY}
      </p>
    </fieldset>
  );
}
