import { useTranslation } from 'react-i18next';
import type { TTask, TTaskFilter } from '../../../../domain/tasks/contract';
import { isOverdue } from '../../../../domain/tasks/work-calendar';
import { OverdueBadge, PriorityBadge, StatusBadge } from './badges';
import { AssigneeText, DueDateText, TaskProgressBar, TaskTags, useTaskHours } from './task-fields';
import { TaskPages } from './task-pages';

interface Props {
  filter: TTaskFilter;
  filtering: boolean;
  today: string;
  onOpen: (id: string) => void;
}

const COLUMNS = ['priority', 'title', 'status', 'assignee', 'due', 'progress', 'tags'] as const;
const cell = 'px-2 py-2 align-middle first:pl-3 last:pr-3';
// The title column stays in view while a phone scrolls the table sideways; it needs its own
// background, or the scrolled cells would show through it.
const sticky = 'sticky left-0 z-10';

/**
 * The table view, for people with many tasks: one dense row per task, as Linear's and Jira's issue
 * lists. A row opens the task's detail, where the status moves and edits live (the cards keep
 * their quick moves). Below 640 px the table scrolls sideways inside its own box, title held.
 */
export function TaskTable({ filter, filtering, today, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <TaskPages filter={filter} filtering={filtering}>
      {(tasks) => (
        // `relative`: the box is the containing block of the screen-reader-only tag lists, so they
        // scroll inside it instead of widening the page on a phone.
        <div
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
          data-testid="task-table-scroll"
        >
          <table className="w-full min-w-[960px] text-left text-sm" data-testid="task-table">
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`${cell} whitespace-nowrap ${column === 'title' ? `${sticky} bg-slate-50` : ''}`}
                  >
                    {t(`table.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tasks.map((task) => (
                <TaskRow key={task.id} task={task} today={today} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TaskPages>
  );
}

function TaskRow({ task, today, onOpen }: { task: TTask; today: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation('tasks');
  const overdue = isOverdue(task, today);
  const hours = useTaskHours(task);
  return (
    // The whole row is a mouse target; the title button is the keyboard's (Tab, then Enter).
    <tr
      data-testid="task-row"
      data-task-id={task.id}
      data-status={task.status}
      onClick={() => onOpen(task.id)}
      className="group cursor-pointer hover:bg-slate-50"
    >
      <td className={cell}>
        <PriorityBadge priority={task.priority} />
      </td>
      <th scope="row" className={`${cell} ${sticky} bg-white font-normal group-hover:bg-slate-50`}>
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(task.id);
          }}
          aria-label={t('card.open', { title: task.title })}
          title={task.title}
          className="block max-w-[10rem] truncate text-left font-semibold text-slate-900 hover:text-blue-800 hover:underline sm:max-w-[18rem]"
        >
          {task.title}
        </button>
      </th>
      <td className={cell}>
        <StatusBadge status={task.status} />
      </td>
      <td className={`${cell} text-xs text-slate-700`}>
        {/* one line: a long position is cut here and shown whole in the task's detail */}
        <div className="max-w-[13rem] truncate">
          <AssigneeText task={task} />
        </div>
      </td>
      <td
        className={`${cell} text-xs whitespace-nowrap ${overdue ? 'font-semibold text-red-700' : 'text-slate-700'}`}
        data-testid="task-row-due"
      >
        <div className="flex items-center gap-1.5">
          <DueDateText task={task} today={today} />
          {overdue ? <OverdueBadge /> : null}
        </div>
      </td>
      <td className={`${cell} text-xs whitespace-nowrap text-slate-700`}>
        <div className="flex items-center gap-2">
          <div className="w-12">
            <TaskProgressBar task={task} size="h-1.5" />
          </div>
          <span>{hours.hours}</span>
        </div>
      </td>
      <td className={cell}>
        <TaskTags tags={task.tags} limit={2} />
      </td>
    </tr>
  );
}
