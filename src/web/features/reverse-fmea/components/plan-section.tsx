import { ClipboardList } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmea } from '../../../../domain/fmea/contract';
import type { TPlanTaskDraft, TPlanTaskLink } from '../../../../domain/fmea/plan-output-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { useDraftPlanTasks, usePlanTasks } from '../api/plan-tasks';
import { PlanCard } from './plan-card';
import { PlanExports } from './plan-exports';
import { TaskDraftsDialog } from './task-drafts-dialog';

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
  const items = fmea.plan.items;
  const links = usePlanTasks(fmea.id);
  const draft = useDraftPlanTasks(fmea.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<readonly TPlanTaskDraft[] | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const linkOf = new Map<string, TPlanTaskLink>();
  for (const link of links.data?.links ?? []) if (!linkOf.has(link.itemId)) linkOf.set(link.itemId, link);
  const selectable = fmea.can.plan;
  // A task's link back ('#plan-item-<id>') lands on its card once the plan has rendered.
  useEffect(() => {
    const target = window.location.hash.startsWith('#plan-item-')
      ? document.getElementById(window.location.hash.slice(1))
      : null;
    target?.scrollIntoView({ block: 'center' });
  }, [items]);
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const open = () =>
    draft.mutate(
      { itemIds: items.filter((i) => selected.has(i.id)).map((i) => i.id) },
      { onSuccess: (answer) => setDrafts(answer.drafts) },
    );

  return (
    <section aria-labelledby="plan-heading" className="mt-6 flex flex-col gap-4" data-testid="plan-section">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="plan-heading" className="text-xl font-bold text-slate-900">
            {t('plan.title')}
          </h2>
          <p className="text-sm text-slate-600">
            <span data-user-content>{fmea.name}</span> · {t('plan.count', { count: items.length })}
          </p>
        </div>
        <PlanExports fmeaId={fmea.id} items={items} />
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
      {selectable ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={selected.size === items.length && items.length > 0}
              onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
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
        {items.map((item) => {
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
