import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TUserSummary } from '../../../../domain/auth/contract';
import { personLabels } from '../../../../domain/auth/display-name';
import { TASK_PRIORITIES } from '../../../../domain/tasks/contract';
import { TagInput } from './tag-input';

export type TaskField =
  'title' | 'description' | 'assigneeId' | 'dueDate' | 'priority' | 'category' | 'estimatedHours';

/** The order in which a form's first error is shown (the spec's required fields first). */
export const FIELD_ORDER = [
  'title',
  'assigneeId',
  'dueDate',
  'estimatedHours',
  'completedHours',
  'category',
  'description',
  'tags',
] as const;

interface Props {
  register: (name: TaskField) => UseFormRegisterReturn;
  /** Only the edit form has the completed hours. */
  registerCompleted?: UseFormRegisterReturn;
  invalid: Partial<Record<(typeof FIELD_ORDER)[number], boolean>>;
  users: readonly TUserSummary[];
  tags: string[];
  onTagsChange: (tags: string[]) => void;
}

const input = 'min-h-10 w-full rounded-lg border px-3 text-sm aria-invalid:border-red-500';

/** Every field of the spec's task form, shared by 'Yeni Görev' and the edit form. */
export function TaskFormFields({ register, registerCompleted, invalid, users, tags, onTagsChange }: Props) {
  const { t } = useTranslation('tasks');
  const base = useId();
  // Two people called 'Ahmet Yılmaz' are told apart by username, so a task goes to the right one.
  const names = useMemo(() => personLabels(users), [users]);
  const field = (name: string) => `${base}-${name}`;
  const label = (name: string, text: string) => (
    <label htmlFor={field(name)} className="mb-1 block text-sm font-medium text-slate-800">
      {text}
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {label('title', t('form.taskTitle'))}
        <input
          id={field('title')}
          placeholder={t('form.taskTitlePlaceholder')}
          aria-invalid={invalid.title || undefined}
          className={`${input} border-slate-300`}
          {...register('title')}
        />
      </div>
      <div className="sm:col-span-2">
        {label('description', t('form.description'))}
        <textarea
          id={field('description')}
          rows={3}
          placeholder={t('form.descriptionPlaceholder')}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          {...register('description')}
        />
      </div>
      <div>
        {label('assignee', t('form.assignee'))}
        <select
          id={field('assignee')}
          aria-invalid={invalid.assigneeId || undefined}
          className={`${input} border-slate-300 bg-white`}
          {...register('assigneeId')}
        >
          <option value="">{t('form.selectAssignee')}</option>
          {users
            .filter((u) => u.active)
            .map((u) => (
              <option key={u.id} value={u.id}>
                {names.get(u.id) ?? u.fullName} — {u.position || u.role} · {u.department}
              </option>
            ))}
        </select>
      </div>
      <div>
        {label('due', t('form.dueDate'))}
        <input
          id={field('due')}
          type="date"
          aria-invalid={invalid.dueDate || undefined}
          className={`${input} border-slate-300`}
          {...register('dueDate')}
        />
      </div>
      <div>
        {label('priority', t('form.priority'))}
        <select
          id={field('priority')}
          className={`${input} border-slate-300 bg-white`}
          {...register('priority')}
        >
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        {label('category', t('form.category'))}
        <input
          id={field('category')}
          placeholder={t('form.categoryPlaceholder')}
          className={`${input} border-slate-300`}
          {...register('category')}
        />
      </div>
      <div>
        {label('hours', t('form.estimatedHours'))}
        <input
          id={field('hours')}
          inputMode="decimal"
          aria-describedby={field('hours-hint')}
          aria-invalid={invalid.estimatedHours || undefined}
          className={`${input} border-slate-300`}
          {...register('estimatedHours')}
        />
        <p id={field('hours-hint')} className="mt-1 text-xs text-slate-600">
          {t('form.estimatedHoursHint')}
        </p>
      </div>
      {registerCompleted ? (
        <div>
          {label('completed', t('form.completedHours'))}
          <input
            id={field('completed')}
            inputMode="decimal"
            aria-invalid={invalid.completedHours || undefined}
            className={`${input} border-slate-300`}
            {...registerCompleted}
          />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <TagInput tags={tags} onChange={onTagsChange} />
      </div>
    </div>
  );
}
