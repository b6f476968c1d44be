import type { TTask, TTaskFilter, TTaskStatus } from '../../../../domain/tasks/contract';
import { TaskCard } from './task-card';
import { TaskPages } from './task-pages';

interface Props {
  filter: TTaskFilter;
  /** A search or filter narrows the list: only then does the empty state suggest changing it. */
  filtering: boolean;
  today: string;
  canModify: (task: TTask) => boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  moving: string | null;
}

/** The list view: a card per task, with the status moves on each card. */
export function TaskList({ filter, filtering, today, canModify, onOpen, onMove, moving }: Props) {
  return (
    <TaskPages filter={filter} filtering={filtering}>
      {(tasks) => (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="task-list">
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskCard
                task={task}
                today={today}
                canModify={canModify(task)}
                onOpen={onOpen}
                onMove={onMove}
                moving={moving === task.id}
              />
            </li>
          ))}
        </ul>
      )}
    </TaskPages>
  );
}
