import { ClipboardList } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmea } from '../../../../domain/fmea/contract';
import type { TPlanTaskDraft, TPlanTaskLink } from '../../../../domain/fmea/plan-output-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { usePlanItem, usePlanItems } from '../api/plan-items';
import { useDraftPlanTasks, usePlanTasks } from '../api/plan-tasks';
import { PlanCard } from './plan-card';
import { PlanExcluded } from './plan-excluded';
import { PlanExports } from './plan-exports';
import { PlanOverview, type PriorityFilter } from './plan-overview';
import { ShowMoreButton } from './show-more';
import { TaskDraftsDialog } from './task-drafts-dialog';

/** The plan item a task links back to ('…#plan-item-<id>'), if the page was opened that way. */
function linkedItemId(): string | null {
  const hash = window.location.hash;
  if (!hash.startsWith('#plan-item-')) return null;
  try {
    return decodeURIComponent(hash.slice('#plan-item-'.length));
  } catch {
    return null; // a malformed hash is no link
  }
}

function onHashChange(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  window.addEventListener('popstate', notify);
  return () => {
    window.removeEventListener('hashchange', notify);
    window.removeEventListener('popstate', notify);
  };
}

const STATUS_CLASSES: Record<TPlanTaskLink['status'], string> = {
  todo: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-blue-100 text-blue-800',
  review: 'bg-purple-100 text-purple-800',
  completed: 'bg-green-100 text-green-800',
};

/** The plan below the tabs (spec §2.1): cards, exports, and selected items turned into tasks. */
export function PlanSection({ fmea }: { fmea: TFmea & { plan: NonNullable<TFmea['plan']> } }) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const { counts, itemCount } = fmea.plan;
  const links = usePlanTasks(fmea.id);
  const draft = useDraftPlanTasks(fmea.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<readonly TPlanTaskDraft[] | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [filter, setFilter] = useState<PriorityFilter>('all');
  // The items come a page at a time from the server (a 20 000-row FMEA's plan is never one answer).
  const pages = usePlanItems(fmea.id, filter === 'all' ? undefined : filter);
  const shown = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const left = Math.max((filter === 'all' ? itemCount : counts[filter]) - shown.length, 0);
  const linkOf = new Map<string, TPlanTaskLink>();
  for (const link of links.data?.links ?? []) if (!linkOf.has(link.itemId)) linkOf.set(link.itemId, link);
  const withTask = linkOf.size;
  const selectable = fmea.can.plan;
  // A task's link back ('#plan-item-<id>', on opening or while the plan is open) reaches its card
  // wherever it is in the plan: once per link every priority is shown, the card (fetched by id) is
  // put first if its page is not loaded, and the page scrolls to it.
  const linked = useSyncExternalStore(onHashChange, linkedItemId);
  const linkedItem = usePlanItem(fmea.id, linked).data?.items[0] ?? null;
  const [reached, setReached] = useState<string | null>(null);
  if (linkedItem && reached !== linkedItem.id) {
    setReached(linkedItem.id);
    setFilter('all');
  }
  const pinned = linkedItem && !shown.some((i) => i.id === linkedItem.id) ? linkedItem : null;
  const cards = pinned ? [pinned, ...shown] : shown;
  useEffect(() => {
    if (reached !== null)
      document.getElementById(`plan-item-${reached}`)?.scrollIntoView({ block: 'center' });
  }, [reached]);
  const choose = (next: PriorityFilter) => setFilter(next);
  const allFiltered = shown.length > 0 && shown.every((i) => selected.has(i.id));
  // 'Tümünü seç' acts on the cards of the current filter on screen; choices made under another filter are kept.
  const selectAll = (on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const item of shown) {
        if (on) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const open = () =>
    draft.mutate({ itemIds: [...selected] }, { onSuccess: (answer) => setDrafts(answer.drafts) });

  return (
    <section aria-labelledby="plan-heading" className="mt-6 flex flex-col gap-4" data-testid="plan-section">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="plan-heading" className="text-xl font-bold text-slate-900">
            {t('plan.title')}
          </h2>
          <p className="text-sm text-slate-600">
            <span data-user-content>{fmea.name}</span> · {t('plan.count', { count: itemCount })}
          </p>
        </div>
        <PlanExports fmeaId={fmea.id} />
      </div>
      {fmea.plan.aiFallback ? <AlertBox tone="info">{errorText(fmea.plan.aiFallback)}</AlertBox> : null}
      {created !== null ? (
        <AlertBox tone="success" testId="tasks-created">
          {t('tasks.created', { count: created })}{' '}
          <Link to="/work/tasks" className="font-semibold underline">
            {t('tasks.board')}
          </Link>
        </AlertBox>
      ) : null}
      <PlanExcluded rows={fmea.plan.excluded} total={fmea.plan.excludedCount} />
      <PlanOverview counts={counts} total={itemCount} withTask={withTask} filter={filter} onFilter={choose} />
      {selectable ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={allFiltered}
              onChange={(e) => selectAll(e.target.checked)}
              data-testid="plan-select-all"
            />
            {t('plan.selectAll')}
          </label>
          <Button onClick={open} disabled={selected.size === 0 || draft.isPending} data-testid="to-tasks">
            <ClipboardList className="h-4 w-4" aria-hidden />
            {t('plan.toTasks', { count: selected.size })}
          </Button>
          {draft.isError ? <AlertBox tone="error">{errorText(errorMessage(draft.error))}</AlertBox> : null}
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {cards.map((item) => {
          const link = linkOf.get(item.id);
          return (
            <PlanCard
              key={item.id}
              item={item}
              selector={
                selectable ? (
                  <input
                    type="checkbox"
                    className="mt-1 h-5 w-5"
                    aria-label={t('plan.select', { failure: item.originalFailure })}
                    checked={selected.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                ) : undefined
              }
              taskStatus={
                link ? (
                  <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="plan-task-status">
                    <span
                      className={`rounded-md px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[link.status]}`}
                    >
                      {t('plan.task', { status: t(`tasks.status.${link.status}`) })}
                    </span>
                    <span className="text-slate-700" data-user-content>
                      {link.assigneeName}
                    </span>
                  </p>
                ) : null
              }
            />
          );
        })}
      </div>
      {pages.isError ? <AlertBox tone="error">{errorText(errorMessage(pages.error))}</AlertBox> : null}
      <ShowMoreButton
        left={pages.isFetchingNextPage ? 0 : left}
        onClick={() => void pages.fetchNextPage()}
        testId="plan-more"
      />
      {drafts ? (
        <TaskDraftsDialog
          fmeaId={fmea.id}
          drafts={drafts}
          onClose={() => setDrafts(null)}
          onCreated={(count) => {
            setDrafts(null);
            setSelected(new Set());
            setCreated(count);
          }}
        />
      ) : null}
    </section>
  );
}
