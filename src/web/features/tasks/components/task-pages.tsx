import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskFilter } from '../../../../domain/tasks/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTaskList } from '../api/list-tasks';

interface Props {
  filter: TTaskFilter;
  /** A search or filter narrows the list: only then does the empty state suggest changing it. */
  filtering: boolean;
  /** How the loaded tasks are drawn: cards (list) or rows (table). */
  children: (tasks: TTask[]) => ReactNode;
}

/**
 * The list and the table: one server page at a time (50), more on request, so 10 000 tasks stay
 * fast; the same loading, failure and empty states whichever way the tasks are drawn.
 */
export function TaskPages({ filter, filtering, children }: Props) {
  const { t } = useTranslation('tasks');
  const list = useTaskList(filter);
  if (list.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const tasks = list.data.pages.flatMap((p) => p.tasks);
  if (tasks.length === 0) {
    const scope = filter.scope ?? 'all';
    return filtering ? (
      <EmptyState icon={ClipboardList} title={t('empty.title')} hint={t('empty.hint')} />
    ) : (
      <EmptyState icon={ClipboardList} title={t(`empty.none.${scope}`)} hint={t(`empty.noneHint.${scope}`)} />
    );
  }
  return (
    <div>
      {children(tasks)}
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
