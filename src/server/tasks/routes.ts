import type { FastifyInstance } from 'fastify';
import { TASK_MESSAGES } from '../../domain/tasks/contract';
import { tasksOperations as ops } from '../../domain/tasks/operations';
import { plantTimeZone } from '../../domain/shared/plant-date';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { startDeadlineJob } from '../notify-kit/deadline-job';
import { createTask } from '../tasks-kit/create-task';
import { deleteTask } from './delete-task';
import { getActivity, listActivity } from '../tasks-kit/task-activity';
import { getTask, listTasks } from '../tasks-kit/task-queries';
import { withTaskPermissions } from '../../domain/tasks/permissions';
import { zonedDate } from '../../domain/shared/calendar';
import { insightsCache } from '../tasks-kit/insights-cache';
import { syncCounterZone } from '../tasks-kit/task-counters';
import { taskStats } from './task-stats';
import { taskTrends } from './task-trends';
import { updateTask } from './update-task';

/** Work tracking: tasks for the whole team, the activity log and the dashboard; all changes go live. */
export async function taskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The dashboard counters' plant days must be this instance's PLANT_TIME_ZONE days.
  await syncCounterZone(ctx.db, plantTimeZone());
  const cache = insightsCache(ctx);
  await cache.listen(ctx.database);
  app.addHook('onClose', async () => cache.close());
  // This instance's own task writes refresh the figures before their response leaves (the NOTIFY
  // that does it for every instance may arrive a moment later). Done in the three write handlers, not
  // in an onSend hook: that hook would run on every API response of the shared scope (/api/auth/me too).
  const written = <T>(result: T): T => {
    cache.invalidate();
    return result;
  };
  // Pushed to everyone: presented for nobody, each browser recomputes `can` for its user.
  ctx.realtime.register({ dbTable: 'tasks', table: 'tasks', load: (id) => getTask(ctx.db, id, null) });
  ctx.realtime.register({
    dbTable: 'task_activity',
    table: 'task_activity',
    load: (id) => getActivity(ctx.db, id),
  });

  const stopDeadlineJob = startDeadlineJob(ctx.db, (error) =>
    app.log.error({ err: error }, 'deadline job failed'),
  );
  app.addHook('onClose', async () => stopDeadlineJob());

  registerOperation(app, ops.listTasks, async ({ query }, request) => {
    const viewer = currentUser(request);
    const list = await listTasks(ctx.db, viewer.id, query, (key, compute) => cache.get(key, compute));
    return { ...list, tasks: list.tasks.map((task) => withTaskPermissions(viewer, task)) };
  });

  registerOperation(app, ops.createTask, async ({ body }, request) =>
    written(await createTask(ctx.db, currentUser(request), body)),
  );

  registerOperation(app, ops.getStats, async () =>
    cache.get(`stats:${zonedDate(new Date())}`, () => taskStats(ctx.db)),
  );

  registerOperation(app, ops.getTrends, async ({ query }) => taskTrends(ctx.db, query.weeks));

  registerOperation(app, ops.listActivity, async ({ query }) => ({
    activities: await listActivity(ctx.db, query),
  }));

  registerOperation(app, ops.getTask, async ({ params }, request) => {
    const task = await getTask(ctx.db, params.id, currentUser(request));
    if (!task) throw notFound(TASK_MESSAGES.notFound);
    return task;
  });

  registerOperation(app, ops.updateTask, async ({ params, body }, request) =>
    written(await updateTask(ctx.db, currentUser(request), params.id, body)),
  );

  registerOperation(app, ops.deleteTask, async ({ params }, request) => {
    await deleteTask(ctx.db, currentUser(request), params.id);
    return written({ ok: true as const });
  });
}
