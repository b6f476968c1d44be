import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router';
import type { TTaskFilter } from '../../../../domain/tasks/contract';
import { zonedDate } from '../../../../domain/tasks/work-calendar';
import { AlertBox } from '../../../components/ui/alert-box';
import { useTaskList } from '../api/list-tasks';
import { NewTaskModal } from './new-task-modal';
import { TaskBoard } from './task-board';
import { TaskDetailModal } from './task-detail-modal';
import { TaskList } from './task-list';
import { type TaskView, TaskToolbar } from './task-toolbar';
import { useDebouncedValue } from './use-debounced-value';
import { useTaskActions } from './use-task-actions';

/** 'İş Takip Listem': the team's tasks as a list or a board; `?task=<id>` opens one (notification links). */
export function TaskTracker() {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Omit<TTaskFilter, 'search'>>({
    status: 'all',
    priority: 'all',
    sort: 'newest',
  });
  const [newOpen, setNewOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const debounced = useDebouncedValue(search);
  const actions = useTaskActions();
  const view: TaskView = params.get('view') === 'board' ? 'board' : 'list';
  const openId = params.get('task');
  const fullFilter: TTaskFilter = { ...filter, search: debounced.trim() || undefined };
  const listFilter: TTaskFilter = view === 'board' ? { ...fullFilter, status: 'all' } : fullFilter;
  const counted = useTaskList(listFilter);
  const today = zonedDate(new Date());

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'view' },
    );
  const error = actions.moveError;

  return (
    <section aria-labelledby="task-tracker-heading">
      <div className="mb-4">
        <h2 id="task-tracker-heading" className="text-xl font-semibold text-slate-900">
          {t('tracker.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('tracker.subtitle')}</p>
      </div>
      <TaskToolbar
        search={search}
        onSearch={setSearch}
        filter={fullFilter}
        onFilter={(patch) => setFilter((f) => ({ ...f, ...patch }))}
        view={view}
        onView={(v) => setParam('view', v === 'board' ? 'board' : null)}
        count={counted.data?.pages.at(-1)?.total}
        onNew={() => {
          setNotice(null);
          setNewOpen(true);
        }}
      />
      <div className="mb-3 space-y-2" aria-live="polite">
        {notice ? (
          <div className="flex items-start gap-2">
            <div className="flex-1">
              <AlertBox tone="success" testId="task-created">
                {notice}
              </AlertBox>
            </div>
            <button
              type="button"
              onClick={() => setNotice(null)}
              aria-label={t('tracker.dismiss')}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
        ) : null}
        {error ? (
          <AlertBox tone="error" testId="move-error">
            {error}
          </AlertBox>
        ) : null}
      </div>
      {view === 'board' ? (
        <TaskBoard
          filter={fullFilter}
          today={today}
          canModify={actions.canMove}
          onOpen={(id) => setParam('task', id)}
          onMove={actions.move}
          onRefused={actions.setMoveError}
          moving={actions.moving}
        />
      ) : (
        <TaskList
          filter={fullFilter}
          today={today}
          canModify={actions.canMove}
          onOpen={(id) => setParam('task', id)}
          onMove={actions.move}
          moving={actions.moving}
        />
      )}
      <NewTaskModal
        open={newOpen}
        onClose={() => setNewOpen(false)}
        onCreated={() => {
          setNewOpen(false);
          setNotice(t('form.success'));
        }}
      />
      {openId ? <TaskDetailModal id={openId} today={today} onClose={() => setParam('task', null)} /> : null}
    </section>
  );
}
