import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskFilter, TTaskStatus } from '../../../../domain/tasks/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { listTotal, useTaskList } from '../api/list-tasks';
import { TaskCard } from './task-card';

interface CardProps {
  task: TTask;
  today: string;
  canModify: boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  moving: boolean;
}

function DraggableCard({ task, canModify, ...rest }: CardProps) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status, task },
    disabled: !canModify,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const handle = canModify ? (
    <button
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t('board.dragHandle', { title: task.title })}
      data-testid="drag-handle"
      className="-ml-1 flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
    >
      <GripVertical className="h-4 w-4" aria-hidden />
    </button>
  ) : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'relative z-30 opacity-90 shadow-2xl' : undefined}
    >
      <TaskCard task={task} canModify={canModify} handle={handle} showStatus={false} {...rest} />
    </li>
  );
}

interface Props {
  status: TTaskStatus;
  filter: TTaskFilter;
  today: string;
  canModify: (task: TTask) => boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  moving: string | null;
}

const ACCENT: Record<TTaskStatus, string> = {
  todo: 'border-t-slate-400',
  in_progress: 'border-t-blue-500',
  review: 'border-t-purple-500',
  completed: 'border-t-green-500',
};

/** One status column: a drop target with its own server query (the status filter), paged like the list. */
export function BoardColumn({ status, filter, today, canModify, onOpen, onMove, moving }: Props) {
  const { t } = useTranslation('tasks');
  const list = useTaskList({ ...filter, status });
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const tasks = list.data?.pages.flatMap((p) => p.tasks) ?? [];
  const total = listTotal(list.data);
  return (
    <section
      ref={setNodeRef}
      aria-label={t(`status.${status}`)}
      data-testid={`column-${status}`}
      className={`flex min-h-64 flex-col rounded-xl border border-t-4 border-slate-200 ${ACCENT[status]} p-3 ${isOver ? 'bg-blue-50' : 'bg-slate-100/70'}`}
    >
      <header className="mb-3 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{t(`status.${status}`)}</h3>
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
          data-testid="column-count"
        >
          {t(total?.capped ? 'board.columnCountCapped' : 'board.columnCount', { count: total?.count ?? 0 })}
        </span>
      </header>
      {list.isPending ? <Spinner /> : null}
      {list.error ? <AlertBox tone="error">{errorMessage(list.error)}</AlertBox> : null}
      <ul className="flex flex-1 flex-col gap-3">
        {tasks.map((task) => (
          <DraggableCard
            key={task.id}
            task={task}
            today={today}
            canModify={canModify(task)}
            onOpen={onOpen}
            onMove={onMove}
            moving={moving === task.id}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="ghost"
          className="mt-3"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('tracker.loadingMore') : t('tracker.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
