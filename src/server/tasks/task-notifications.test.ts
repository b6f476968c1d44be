import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedDate } from '../../domain/shared/calendar';
import { notifications } from '../db/schema';
import { runDeadlineJob } from '../notify-kit/deadline-job';
import {
  type Actors,
  createTaskAs,
  inDays,
  loginActors,
  patchTask,
  today,
} from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The bell's view (GET /api/notifications) of one user, for notifications about one task title. */
async function bell(cookie: string, title: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
  return res.json().notifications.filter((n: { message: string }) => n.message.includes(title)) as {
    type: string;
    message: string;
    link: string | null;
    read: boolean;
  }[];
}

const setNotifications = (cookie: string, on: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { cookie },
    payload: { notificationsEnabled: on },
  });

describe('task notifications', () => {
  it('tells the assignee about a new task from someone else, with a link to it', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Bildirim-A', assigneeId: a.id.kalip });
    expect(await bell(a.cookie.kalip, 'Bildirim-A')).toEqual([
      expect.objectContaining({
        type: 'new_task',
        read: false,
        link: `/work/tasks?task=${task.id}`,
        message: expect.stringContaining('Ayşe Çelik'),
      }),
    ]);
    expect(await bell(a.cookie.kalite, 'Bildirim-A')).toEqual([]);
  });

  it('does not notify someone about a task they gave themselves', async () => {
    await createTaskAs(t.app, a.cookie.kalip, { title: 'Bildirim-B', assigneeId: a.id.kalip });
    expect(await bell(a.cookie.kalip, 'Bildirim-B')).toEqual([]);
  });

  it('tells the creator (not the actor) about updates and completion', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Bildirim-C', assigneeId: a.id.kalip });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'in_progress' });
    await patchTask(t.app, a.cookie.kalip, task.id, { logHours: 3 });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'review' });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'completed' });
    const types = (await bell(a.cookie.kalite, 'Bildirim-C')).map((n) => n.type);
    expect(types.sort()).toEqual(['task_completed', 'task_update', 'task_update', 'task_update']);
    expect(
      (await bell(a.cookie.kalite, 'Bildirim-C')).some((n) => n.message.includes('durum: İncelemede')),
    ).toBe(true);
    // The assignee made every change: nothing about their own actions.
    expect((await bell(a.cookie.kalip, 'Bildirim-C')).map((n) => n.type)).toEqual(['new_task']);
  });

  it('gives a newly assigned person new_task and the previous assignee task_update', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Bildirim-D', assigneeId: a.id.kalip });
    await patchTask(t.app, a.cookie.kalite, task.id, { assigneeId: a.id.bakim });
    expect((await bell(a.cookie.bakim, 'Bildirim-D')).map((n) => n.type)).toEqual(['new_task']);
    expect((await bell(a.cookie.kalip, 'Bildirim-D')).map((n) => n.type).sort()).toEqual([
      'new_task',
      'task_update',
    ]);
  });

  it('tells the others involved when a task is deleted (other, no link)', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Bildirim-E', assigneeId: a.id.kalip });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${task.id}`,
      headers: { cookie: a.cookie.kalip },
    });
    expect(await bell(a.cookie.kalite, 'Bildirim-E')).toEqual([
      expect.objectContaining({ type: 'other', link: null }),
    ]);
  });

  it('creates nothing for a user who turned notifications off', async () => {
    await setNotifications(a.cookie.bakim, false);
    try {
      const task = await createTaskAs(t.app, a.cookie.kalite, {
        title: 'Bildirim-F',
        assigneeId: a.id.bakim,
        dueDate: today(),
      });
      await patchTask(t.app, a.cookie.kalite, task.id, { priority: 'high' });
      await runDeadlineJob(t.ctx.db);
      expect(await bell(a.cookie.bakim, 'Bildirim-F')).toEqual([]);
    } finally {
      await setNotifications(a.cookie.bakim, true);
    }
  });
});

describe('deadline job', () => {
  it('notifies the assignee once per task due within 24 hours, however often it runs', async () => {
    const soon = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Son gün yaklaşan',
      assigneeId: a.id.kalip,
      dueDate: today(),
    });
    const later = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Sonraki hafta',
      assigneeId: a.id.kalip,
      dueDate: inDays(7),
    });
    const done = await createTaskAs(t.app, a.cookie.kalip, {
      title: 'Bitmiş yaklaşan',
      assigneeId: a.id.kalip,
      dueDate: today(),
    });
    for (const status of ['in_progress', 'review', 'completed'])
      await patchTask(t.app, a.cookie.kalip, done.id, { status });
    const deadlineRows = () =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, a.id.kalip), like(notifications.dedupeKey, 'deadline:%')));
    // The app's own 5-minute job may have run while `done` was still open; only new rows count below.
    const before = (await deadlineRows()).filter((r) => r.dedupeKey?.includes(done.id)).length;

    // Two instances running the job at the same moment, then a later run.
    await Promise.all([runDeadlineJob(t.ctx.db), runDeadlineJob(t.ctx.db)]);
    await runDeadlineJob(t.ctx.db);

    const rows = await deadlineRows();
    const keys = rows.map((r) => r.dedupeKey);
    expect(keys.filter((k) => k === `deadline:${soon.id}:${today()}`)).toHaveLength(1);
    expect(keys.some((k) => k?.includes(later.id))).toBe(false);
    expect(keys.filter((k) => k?.includes(done.id))).toHaveLength(before);
    const [row] = rows.filter((r) => r.dedupeKey?.includes(soon.id));
    expect(row).toMatchObject({ type: 'deadline_approaching', link: `/work/tasks?task=${soon.id}` });
    expect(row?.message).toContain('Son gün yaklaşan');
  });

  it('reminds again when the due date moves', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Tarih değişen',
      assigneeId: a.id.kalip,
      dueDate: today(),
    });
    await runDeadlineJob(t.ctx.db);
    await patchTask(t.app, a.cookie.kalite, task.id, { dueDate: inDays(1) });
    // A day later the new due date is within 24 hours.
    const tomorrowNoon = new Date(Date.now() + 24 * 3600_000);
    expect(zonedDate(tomorrowNoon)).toBe(addDays(today(), 1));
    await runDeadlineJob(t.ctx.db, tomorrowNoon);
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `deadline:${task.id}:%`));
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [`deadline:${task.id}:${inDays(1)}`, `deadline:${task.id}:${today()}`].sort(),
    );
  });
});
