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
import { ZActivityList, ZActivityQuery, ZTaskStats } from '../../domain/tasks/insights-contract';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notFound } from '../http/app-error';
import { startDeadlineJob } from '../notifications/deadline-job';
import { createTask } from './create-task';
import { deleteTask } from './delete-task';
import { getActivity, listActivity } from './task-activity';
import { getTask, listTasks } from './task-queries';
import { taskStats } from './task-stats';
import { updateTask } from './update-task';

/** Work tracking: tasks for the whole team, the activity log and the dashboard; all changes go live. */
export async function taskRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  ctx.realtime.register({ dbTable: 'tasks', table: 'tasks', load: (id) => getTask(ctx.db, id) });
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
    async (request) => listTasks(ctx.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/tasks',
    { schema: { tags: ['tasks'], body: ZCreateTaskRequest, response: { 201: ZTask } } },
    async (request, reply) =>
      reply.status(201).send(await createTask(ctx.db, currentUser(request), request.body)),
  );

  app.get('/api/tasks/stats', { schema: { tags: ['tasks'], response: { 200: ZTaskStats } } }, async () =>
    taskStats(ctx.db),
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
      const task = await getTask(ctx.db, request.params.id);
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
