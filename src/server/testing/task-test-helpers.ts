import type { FastifyInstance } from 'fastify';
import type { TTask } from '../../domain/tasks/contract';
import { addDays, zonedDate } from '../../domain/shared/calendar';
import { loginAs } from './test-app';

/** Cookies and user ids of the demo accounts a task test acts as. */
export interface Actors {
  cookie: Record<'admin' | 'kalite' | 'kalip' | 'bakim', string>;
  id: Record<'admin' | 'kalite' | 'kalip' | 'bakim', string>;
}

export async function loginActors(app: FastifyInstance): Promise<Actors> {
  const names = ['admin', 'kalite', 'kalip', 'bakim'] as const;
  const cookie = {} as Actors['cookie'];
  const id = {} as Actors['id'];
  for (const name of names) {
    cookie[name] = await loginAs(app, name, `${name}123`);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie[name] } });
    id[name] = me.json().user.id;
  }
  return { cookie, id };
}

export const today = () => zonedDate(new Date());
export const inDays = (n: number) => addDays(today(), n);

export async function createTaskAs(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
): Promise<TTask> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { cookie },
    payload: { dueDate: inDays(7), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create task failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function patchTask(
  app: FastifyInstance,
  cookie: string,
  id: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'PATCH', url: `/api/tasks/${id}`, headers: { cookie }, payload });
}
