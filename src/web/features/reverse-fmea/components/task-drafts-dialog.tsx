import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FMEA_TASK_CATEGORY, type TPlanTaskDraft } from '../../../../domain/fmea/plan-output-contract';
import { normalizeTags } from '../../../../domain/tasks/tags';
import { TASK_PRIORITIES, type TTaskPriority, ZCreateTaskRequest } from '../../../../domain/tasks/contract';
import { userOperations } from '../../../../domain/users/operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/form/date-input';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { Textarea } from '../../../components/ui/form/textarea';
import { Modal } from '../../../components/ui/modal';
import { callOperation, errorMessage } from '../../../lib/api-client';
import { useCreatePlanTasks } from '../api/plan-tasks';

interface Editable {
  itemId: string;
  title: string;
  description: string;
  assigneeId: string;
  dueDate: string;
  priority: TTaskPriority;
  tags: string;
  estimatedHours: number;
}

const toEditable = (d: TPlanTaskDraft): Editable => ({
  itemId: d.itemId,
  title: d.title,
  description: d.description,
  assigneeId: d.assigneeId ?? '',
  dueDate: d.dueDate,
  priority: d.priority,
  tags: d.tags.join(', '),
  estimatedHours: d.estimatedHours,
});

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
  const [rows, setRows] = useState(() => drafts.map(toEditable));
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const users = useQuery({
    queryKey: ['fmea', 'users'],
    queryFn: ({ signal }) => callOperation(userOperations.list, undefined, signal),
    staleTime: 60_000,
  });
  const create = useCreatePlanTasks(fmeaId);
  const update = (itemId: string, patch: Partial<Editable>) =>
    setRows((old) => old.map((r) => (r.itemId === itemId ? { ...r, ...patch } : r)));

  const confirm = () => {
    const found: Record<string, Record<string, string>> = {};
    const tasks = rows.map((row) => {
      const task = {
        title: row.title,
        description: row.description,
        assigneeId: row.assigneeId,
        dueDate: row.dueDate,
        priority: row.priority,
        category: FMEA_TASK_CATEGORY,
        tags: normalizeTags(row.tags.split(',')),
        estimatedHours: row.estimatedHours,
      };
      const parsed = ZCreateTaskRequest.safeParse(task);
      if (!parsed.success) {
        found[row.itemId] = Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
        );
      }
      return { itemId: row.itemId, task };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ tasks }, { onSuccess: (answer) => onCreated(answer.links.length) });
  };

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
            <Button onClick={confirm} disabled={create.isPending} data-testid="confirm-tasks">
              <ListChecks className="h-4 w-4" aria-hidden />
              {t('tasks.create', { count: rows.length })}
            </Button>
          </div>
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{t('tasks.intro')}</p>
      <div className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const e = errors[row.itemId] ?? {};
          return (
            <fieldset
              key={row.itemId}
              className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2"
              data-testid="task-draft"
            >
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {index + 1}. {drafts[index]?.department}
              </legend>
              <Field label={t('tasks.title_')} error={e.title} className="sm:col-span-2">
                <Input
                  value={row.title}
                  maxLength={200}
                  onChange={(ev) => update(row.itemId, { title: ev.target.value })}
                />
              </Field>
              <Field
                label={t('tasks.assignee')}
                error={e.assigneeId}
                // why this person: the role the action calls for, then department and workload (issue 23 §5)
                hint={drafts[index]?.assigneeReason}
              >
                <Select
                  value={row.assigneeId}
                  data-testid="draft-assignee"
                  onChange={(ev) => update(row.itemId, { assigneeId: ev.target.value })}
                >
                  <option value="">—</option>
                  {users.data?.users
                    .filter((u) => u.active)
                    .map((u) => (
                      <option key={u.id} value={u.id}>
                        {u.fullName} ({u.department})
                      </option>
                    ))}
                </Select>
              </Field>
              <Field label={t('tasks.dueDate')} error={e.dueDate}>
                <DateInput value={row.dueDate} onChange={(value) => update(row.itemId, { dueDate: value })} />
              </Field>
              <Field label={t('tasks.priority')}>
                <Select
                  value={row.priority}
                  onChange={(ev) => update(row.itemId, { priority: ev.target.value as TTaskPriority })}
                >
                  {TASK_PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {t(`tasks.priorities.${p}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('tasks.tags')} error={e.tags}>
                <Input value={row.tags} onChange={(ev) => update(row.itemId, { tags: ev.target.value })} />
              </Field>
              <Field label={t('tasks.description')} error={e.description} className="sm:col-span-2">
                <Textarea
                  value={row.description}
                  rows={3}
                  maxLength={5000}
                  onChange={(ev) => update(row.itemId, { description: ev.target.value })}
                />
              </Field>
              <p className="text-xs text-slate-600 sm:col-span-2">
                {t('tasks.category')}: {FMEA_TASK_CATEGORY}
              </p>
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}
