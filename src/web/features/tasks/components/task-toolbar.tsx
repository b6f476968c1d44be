import { LayoutGrid, List, Plus, Search, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_STATUSES,
  type TTaskFilter,
  type TTaskListTotal,
} from '../../../../domain/tasks/contract';
import { Button } from '../../../components/ui/button';
import { useAssignableUsers, useUserLabels } from '../api/list-users';
import type { TaskView } from './use-task-filters';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filter: TTaskFilter;
  onFilter: (patch: Partial<TTaskFilter>) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
  count: TTaskListTotal | undefined;
  onNew: () => void;
}

const select = 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** Search, status, priority and assignee filters, sort, the task count, list/board/table switch and 'Yeni Görev'. */
export function TaskToolbar({ search, onSearch, filter, onFilter, view, onView, count, onNew }: Props) {
  const { t } = useTranslation('tasks');
  const users = useAssignableUsers().data?.users ?? [];
  const labels = useUserLabels();
  const viewButton = (id: TaskView, Icon: typeof List, label: string) => (
    <button
      type="button"
      aria-pressed={view === id}
      title={label}
      onClick={() => onView(id)}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium ${view === id ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {/* a phone shows the three icons only; the name stays for screen readers and tests */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            aria-label={t('tracker.searchLabel')}
            placeholder={t('tracker.searchPlaceholder')}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm"
          />
        </div>
        {view !== 'board' ? (
          <select
            aria-label={t('tracker.statusFilter')}
            value={filter.status ?? 'all'}
            onChange={(e) => onFilter({ status: e.target.value as TTaskFilter['status'] })}
            className={select}
          >
            <option value="all">{t('tracker.allStatuses')}</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        ) : null}
        <select
          aria-label={t('tracker.priorityFilter')}
          value={filter.priority ?? 'all'}
          onChange={(e) => onFilter({ priority: e.target.value as TTaskFilter['priority'] })}
          className={select}
        >
          <option value="all">{t('tracker.allPriorities')}</option>
          {TASK_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </select>
        {filter.scope !== 'mine' ? (
          <select
            aria-label={t('tracker.assigneeFilter')}
            value={filter.assignee ?? ''}
            onChange={(e) => onFilter({ assignee: e.target.value || undefined })}
            className={select}
          >
            <option value="">{t('tracker.allAssignees')}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {labels.get(u.id) ?? u.fullName}
              </option>
            ))}
          </select>
        ) : null}
        <select
          aria-label={t('tracker.sortLabel')}
          value={filter.sort}
          onChange={(e) => onFilter({ sort: e.target.value as TTaskFilter['sort'] })}
          className={select}
        >
          {TASK_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700" data-testid="task-count" aria-live="polite">
          {count === undefined
            ? ''
            : t(count.capped ? 'tracker.countCapped' : 'tracker.count', { count: count.count })}
        </p>
        <div className="flex items-center gap-2">
          <div
            role="group"
            aria-label={t('tracker.viewLabel')}
            className="flex rounded-lg border border-slate-200 bg-white p-0.5"
          >
            {viewButton('list', List, t('tracker.viewList'))}
            {viewButton('board', LayoutGrid, t('tracker.viewBoard'))}
            {viewButton('table', Table2, t('tracker.viewTable'))}
          </div>
          <Button onClick={onNew}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('tracker.newTask')}
          </Button>
        </div>
      </div>
    </div>
  );
}
