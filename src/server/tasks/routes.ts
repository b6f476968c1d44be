import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZOk } from '../../domain/shared/api-error';
import {
  ZCreateTaskRequest,
  ZListTasksQuery,
  ZTask,
  ZTaskList,
  ZUpdateTaskRequest,
  TASK_MESSAGES,
} from '../../domain/tasks/contract';
import { ZTrendQuery } from '../../domain/shared/trend-weeks';
import { ZActivityList, ZActivityQuery, ZTaskStats, ZTaskTrends } from '../../domain/tasks/insights-contract';
import { plantTimeZone } from '../../domain/shared/plant-date';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notFound } from '../http/app-error';
import { startDeadlineJob } from '../notifications/deadline-job';
import { createTask } from './create-task';
import { deleteTask } from './delete-task';
import { getActivity, listActivity } from './task-activity';
import { getTask, listTasks } from './task-queries';
import { withTaskPermissions } from '../../domain/tasks/permissions';
import { zonedDate } from '../../domain/tasks/work-calendar';
import { insightsCache } from './insights-cache';
import { syncCounterZone } from './task-counters';
import { taskStats } from './task-stats';
import { taskTrends } from './task-trends';
import { updateTask } from './update-task';

/** Work tracking: tasks for the whole team, the activity log and the dashboard; all changes go live. */
export async function taskRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // The dashboard counters' plant days must be this instance's PLANT_TIME_ZONE days.
  await syncCounterZone(ctx.db, plantTimeZone());
  const cache = insightsCache(ctx);
  await cache.listen(ctx.database);
  app.addHook('onClose', async () => cache.close());
  // This instance's own task writes refresh the figures before their response leaves (the NOTIFY
  // that does it for every instance may arrive a moment later).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.routeOptions.url?.startsWith('/api/tasks')) cache.invalidate();
    return payload;
  });
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

  app.get(
    '/api/tasks',
    { schema: { tags: ['tasks'], querystring: ZListTasksQuery, response: { 200: ZTaskList } } },
    async (request) => {
      const list = await listTasks(ctx.db, request.query);
      const viewer = currentUser(request);
      return { ...list, tasks: list.tasks.map((task) => withTaskPermissions(viewer, task)) };
    },
  );

  app.post(
    '/api/tasks',
    { schema: { tags: ['tasks'], body: ZCreateTaskRequest, response: { 201: ZTask } } },
    async (request, reply) =>
      reply.status(201).send(await createTask(ctx.db, currentUser(request), request.body)),
  );

  app.get('/api/tasks/stats', { schema: { tags: ['tasks'], response: { 200: ZTaskStats } } }, async () =>
    cache.get(`stats:${zonedDate(new Date())}`, () => taskStats(ctx.db)),
  );

  app.get(
    '/api/tasks/trends',
    { schema: { tags: ['tasks'], querystring: ZTrendQuery, response: { 200: ZTaskTrends } } },
    async (request) => taskTrends(ctx.db, request.query.weeks),
  );

  app.get(
    '/api/tasks/activity',
    { schema: { tags: ['tasks'], querystring: ZActivityQuery, response: { 200: ZActivityList } } },
    async (request) => ({ activities: await listActivity(ctx.db, request.query) }),
  );

  app.get(
    '/api/tasks/:id',
    { schema: { tags: ['tasks'], params: ZIdParams, response: { 200: ZTask } } },
    async (request) => {
      const task = await getTask(ctx.db, request.params.id, currentUser(request));
      if (!task) throw notFound(TASK_MESSAGES.notFound);
      return task;
    },
  );

  app.patch(
    '/api/tasks/:id',
    { schema: { tags: ['tasks'], params: ZIdParams, body: ZUpdateTaskRequest, response: { 200: ZTask } } },
    async (request) => updateTask(ctx.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    { schema: { tags: ['tasks'], params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteTask(ctx.db, currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
