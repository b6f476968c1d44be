import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TDirectoryUser } from '../../../../domain/users/contract';
import { personLabels } from '../../../../domain/auth/display-name';
import {
  TASK_PRIORITIES,
  type TTaskEditFormInput,
  type TTaskFormInput,
} from '../../../../domain/tasks/contract';
import { DateInput } from '../../../components/ui/form/date-input';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { NumberInput } from '../../../components/ui/form/number-input';
import { Select } from '../../../components/ui/form/select';
import { Textarea } from '../../../components/ui/form/textarea';
import { TagInput } from './tag-input';
import { useDepartmentLabel } from '../../../lib/department-label';

/**
 * Every field of the spec's task form, shared by 'Yeni Görev' and the edit form (inside the kit's
 * Form, which provides the form). Each message shows under its own control.
 */
export function TaskFormFields({
  users,
  withCompleted = false,
}: {
  users: readonly TDirectoryUser[];
  withCompleted?: boolean;
}) {
  const { t } = useTranslation('tasks');
  const departmentLabel = useDepartmentLabel();
  const { register, control, formState } = useFormContext<TTaskFormInput>();
  const errors = formState.errors;
  // Two people called 'Ahmet Yılmaz' are told apart by username, so a task goes to the right one.
  const names = useMemo(() => personLabels(users), [users]);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={t('form.taskTitle')} error={errors.title?.message} className="sm:col-span-2">
        <Input placeholder={t('form.taskTitlePlaceholder')} {...register('title')} />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message} className="sm:col-span-2">
        <Textarea placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
      </Field>
      <Field label={t('form.assignee')} error={errors.assigneeId?.message}>
        {/* Controlled: the people list may arrive after the form opened, and an uncontrolled select
            would then show 'Sorumlu seçin' while the form holds the task's assignee. */}
        <Controller
          control={control}
          name="assigneeId"
          render={({ field }) => (
            <Select {...field} value={field.value ?? ''}>
              <option value="">{t('form.selectAssignee')}</option>
              {users
                .filter((u) => u.active !== false)
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {names.get(u.id) ?? u.fullName} — {u.position || u.role} · {departmentLabel(u.department)}
                  </option>
                ))}
            </Select>
          )}
        />
      </Field>
      <Field label={t('form.dueDate')} error={errors.dueDate?.message}>
        <Controller control={control} name="dueDate" render={({ field }) => <DateInput {...field} />} />
      </Field>
      <Field label={t('form.priority')}>
        <Select {...register('priority')}>
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.category')} error={errors.category?.message}>
        <Input placeholder={t('form.categoryPlaceholder')} {...register('category')} />
      </Field>
      <Field
        label={t('form.estimatedHours')}
        error={errors.estimatedHours?.message}
        hint={t('form.estimatedHoursHint')}
      >
        <Controller
          control={control}
          name="estimatedHours"
          render={({ field }) => <NumberInput {...field} />}
        />
      </Field>
      {withCompleted ? <CompletedHoursField /> : null}
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <div className="sm:col-span-2">
            <TagInput tags={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          </div>
        )}
      />
    </div>
  );
}

/** Only the edit form has the completed hours. */
function CompletedHoursField() {
  const { t } = useTranslation('tasks');
  const { control } = useFormContext<TTaskEditFormInput>();
  return (
    <Controller
      control={control}
      name="completedHours"
      render={({ field, fieldState }) => (
        <Field label={t('form.completedHours')} error={fieldState.error?.message}>
          <NumberInput {...field} />
        </Field>
      )}
    />
  );
}
