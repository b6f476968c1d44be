import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskFilter, TTaskStatus } from '../../../../domain/tasks/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTaskList } from '../api/list-tasks';
import { TaskCard } from './task-card';

interface Props {
  filter: TTaskFilter;
  today: string;
  canModify: (task: TTask) => boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  moving: string | null;
}

/** The list view: one server page at a time (50), more on request, so 10 000 tasks stay fast. */
export function TaskList({ filter, today, canModify, onOpen, onMove, moving }: Props) {
  const { t } = useTranslation('tasks');
  const list = useTaskList(filter);
  if (list.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const tasks = list.data.pages.flatMap((p) => p.tasks);
  // 'change your search' only when something narrows the list; a fresh install simply has no tasks yet
  const narrowed = Boolean(
    filter.search ||
    filter.assignee ||
    (filter.priority && filter.priority !== 'all') ||
    (filter.status && filter.status !== 'all'),
  );
  if (tasks.length === 0)
    return narrowed ? (
      <EmptyState icon={ClipboardList} title={t('empty.title')} hint={t('empty.hint')} />
    ) : (
      <EmptyState icon={ClipboardList} title={t('empty.noneYet')} hint={t('empty.noneYetHint')} />
    );
  return (
    <div>
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
      {list.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('tracker.loadingMore') : t('tracker.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
