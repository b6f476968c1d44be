import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTaskFilter } from '../../../../domain/tasks/contract';
import { zonedDate } from '../../../../domain/shared/calendar';
import { AlertBox } from '../../../components/ui/alert-box';
import { listTotal, useTaskList } from '../api/list-tasks';
import { NewTaskModal } from './new-task-modal';
import { ScopeTabs } from './scope-tabs';
import { TaskBoard } from './task-board';
import { TaskDetailModal } from './task-detail-modal';
import { TaskList } from './task-list';
import { TaskTable } from './task-table';
import { TaskToolbar } from './task-toolbar';
import { useTaskActions } from './use-task-actions';
import { useTaskFilters } from './use-task-filters';

/**
 * 'İş Takip Listem': my tasks first ('Bana atananlar'), mine as creator or the whole team's one click
 * away, as a list, a board or a table; every filter is in the URL, and `?task=<id>` opens one (notification links).
 */
export function TaskTracker() {
  const { t } = useTranslation('tasks');
  const state = useTaskFilters();
  const { filter, view } = state;
  const [newOpen, setNewOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const actions = useTaskActions();
  const listFilter: TTaskFilter = view === 'board' ? { ...filter, status: 'all' } : filter;
  const counted = useTaskList(listFilter);
  const today = zonedDate(new Date());
  const error = actions.moveError;

  return (
    <section aria-labelledby="task-tracker-heading">
      <div className="mb-4">
        <h2 id="task-tracker-heading" className="text-xl font-semibold text-slate-900">
          {t('tracker.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('tracker.subtitle')}</p>
      </div>
      <div className="mb-3">
        <ScopeTabs scope={filter.scope ?? 'all'} onScope={state.setScope} />
      </div>
      <TaskToolbar
        search={state.searchText}
        onSearch={state.setSearchText}
        filter={filter}
        onFilter={state.setFilter}
        view={view}
        onView={state.setView}
        count={listTotal(counted.data)}
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
          filter={filter}
          today={today}
          canModify={actions.canMove}
          onOpen={state.openTask}
          onMove={actions.move}
          onRefused={actions.setMoveError}
          moving={actions.moving}
        />
      ) : view === 'table' ? (
        <TaskTable filter={filter} filtering={state.filtering} today={today} onOpen={state.openTask} />
      ) : (
        <TaskList
          filter={filter}
          filtering={state.filtering}
          today={today}
          canModify={actions.canMove}
          onOpen={state.openTask}
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
      {state.openTaskId ? (
        <TaskDetailModal id={state.openTaskId} today={today} onClose={() => state.openTask(null)} />
      ) : null}
    </section>
  );
}
