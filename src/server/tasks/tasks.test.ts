import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type TTask } from '../../domain/tasks/contract';
import { compareTasks } from '../../domain/tasks/task-filter';
import { type Actors, createTaskAs, inDays, loginActors, patchTask } from '../testing/task-test-helpers';
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

const post = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload });

describe('creating a task', () => {
  it('stores every field with the spec defaults, as todo with 0 hours done, creator and assignee as real users', async () => {
    const res = await post(a.cookie.kalite, {
      title: '  Kalıp bakımı ',
      assigneeId: a.id.kalip,
      dueDate: inDays(3),
      tags: [' SPC ', 'spc', ''],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Kalıp bakımı',
      description: '',
      assigneeId: a.id.kalip,
      assigneeName: 'Mehmet Demir',
      createdById: a.id.kalite,
      createdByName: 'Ayşe Çelik',
      dueDate: inDays(3),
      priority: 'medium',
      status: 'todo',
      category: 'Genel',
      estimatedHours: 8,
      completedHours: 0,
      tags: ['SPC'],
      completedAt: null,
    });
  });

  it.each([
    [{ title: '' }, 'title', TASK_MESSAGES.required],
    [{ assigneeId: '' }, 'assigneeId', TASK_MESSAGES.required],
    [{ dueDate: '' }, 'dueDate', TASK_MESSAGES.required],
    [{ dueDate: '31.12.2026' }, 'dueDate', TASK_MESSAGES.invalidDate],
    [{ dueDate: '2026-02-30' }, 'dueDate', TASK_MESSAGES.invalidDate],
    [{ assigneeId: 'mehmet' }, 'assigneeId', TASK_MESSAGES.unknownAssignee],
    [{ assigneeId: '6f1d2c3b-0000-4000-8000-000000000000' }, 'assigneeId', TASK_MESSAGES.unknownAssignee],
    [{ estimatedHours: 0 }, 'estimatedHours', TASK_MESSAGES.estimatedHoursRange],
    [{ estimatedHours: 201 }, 'estimatedHours', TASK_MESSAGES.estimatedHoursRange],
  ])('answers 400 for %j with the Turkish message and the field', async (override, field, message) => {
    const res = await post(a.cookie.kalite, {
      title: 'Görev',
      assigneeId: a.id.kalip,
      dueDate: inDays(1),
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message, field });
  });

  it('does not let a client set the status or completed hours of a new task', async () => {
    const res = await post(a.cookie.kalite, {
      title: 'X',
      assigneeId: a.id.kalip,
      dueDate: inDays(1),
      status: 'completed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('status');
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });
});

describe('listing tasks', () => {
  it('searches Turkish-aware, filters by status and priority, pages and counts on the server', async () => {
    const mine = await Promise.all(
      ['Çapak giderme – K-501', 'ÇAPAK analizi K-501', 'Işık perdesi kontrolü K-501'].map((title, i) =>
        createTaskAs(t.app, a.cookie.kalite, {
          title,
          assigneeId: a.id.bakim,
          priority: i === 0 ? 'critical' : 'low',
        }),
      ),
    );
    const list = async (qs: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/tasks?${qs}`, headers: { cookie: a.cookie.kalip } })
      ).json();
    const count = async (qs: string) => (await list(qs)).total.count;
    expect(await count('search=capak%20k-501')).toBe(2);
    expect((await list('search=ISIK')).tasks.map((x: { id: string }) => x.id)).toEqual([mine[2]?.id]);
    expect(await count('search=k-501&priority=critical')).toBe(1);
    expect(await count('search=k-501&status=review')).toBe(0);
    const page = await list('search=k-501&limit=2&sort=newest');
    expect(page.total).toEqual({ count: 3, capped: false });
    expect(page.tasks).toHaveLength(2);
    const rest = await list(`search=k-501&limit=2&sort=newest&cursor=${page.nextCursor}`);
    expect(rest.tasks).toHaveLength(1);
    // Later pages do not count again; the last one has no cursor.
    expect(rest).toMatchObject({ total: null, nextCursor: null });
    expect(new Set([...page.tasks, ...rest.tasks].map((x: { id: string }) => x.id)).size).toBe(3);
    // LIKE wildcards in the search are literal text: 'k_501' does not find 'K-501'.
    expect(await count('search=k_501')).toBe(0);
    expect(await count('search=%25k-501')).toBe(0);
  });

  it('sorts on the server exactly as the browser places live changes', async () => {
    const get = async (qs: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/tasks?${qs}`, headers: { cookie: a.cookie.kalip } })
      ).json().tasks as TTask[];
    for (const sort of ['newest', 'due', 'priority'] as const) {
      const page = await get(`sort=${sort}&limit=200`);
      expect(page.length).toBeGreaterThan(10);
      const cmp = compareTasks(sort);
      // Rows created in the same millisecond may differ in microseconds, which JSON dates do not carry.
      const outOfOrder = page
        .slice(1)
        .filter((x, i) => cmp(page[i] as TTask, x) > 0 && page[i]?.createdAt !== x.createdAt);
      expect(outOfOrder, sort).toEqual([]);
    }
  });

  it('rejects bad filters with 400', async () => {
    for (const qs of [
      'status=bitti',
      'limit=0',
      'limit=1000',
      'assignee=kimse',
      'sort=random',
      'scope=others',
      'offset=50',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tasks?${qs}`,
        headers: { cookie: a.cookie.kalip },
      });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('answers 404 for an unknown task and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/6f1d2c3b-0000-4000-8000-000000000000',
      headers: { cookie: a.cookie.kalip },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(TASK_MESSAGES.notFound);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tasks/abc', headers: { cookie: a.cookie.kalip } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('moving and editing a task', () => {
  it('moves one step at a time and back, sets and clears the completion time', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Akış', assigneeId: a.id.kalip });
    for (const status of ['in_progress', 'review', 'completed']) {
      const res = await patchTask(t.app, a.cookie.kalip, task.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const done = (
      await t.app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers: { cookie: a.cookie.kalip } })
    ).json();
    expect(done.completedAt).not.toBeNull();
    const reopened = await patchTask(t.app, a.cookie.kalite, task.id, { status: 'review' });
    expect(reopened.json()).toMatchObject({ status: 'review', completedAt: null });
  });

  it.each([
    ['todo', 'review'],
    ['todo', 'completed'],
  ])('refuses %s → %s with 400 on the status field', async (_from, to) => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Atlama', assigneeId: a.id.kalip });
    const res = await patchTask(t.app, a.cookie.kalip, task.id, { status: to });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'status',
      message: TASK_MESSAGES.invalidTransition('todo', to as 'review'),
    });
  });

  it('does not go back to todo from review or completed', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Geri', assigneeId: a.id.kalip });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'in_progress' });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'review' });
    expect((await patchTask(t.app, a.cookie.kalip, task.id, { status: 'todo' })).statusCode).toBe(400);
    expect((await patchTask(t.app, a.cookie.kalip, task.id, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await patchTask(t.app, a.cookie.kalip, task.id, { status: 'todo' })).statusCode).toBe(200);
  });

  it('edits any field, logs hours and rejects bad values', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Düzenle',
      assigneeId: a.id.kalip,
      estimatedHours: 10,
    });
    const edited = await patchTask(t.app, a.cookie.kalite, task.id, {
      title: 'Düzenlendi',
      description: 'Yeni açıklama',
      priority: 'critical',
      category: '',
      dueDate: inDays(2),
      estimatedHours: 12.5,
      tags: ['Cpk'],
      assigneeId: a.id.bakim,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Düzenlendi',
      priority: 'critical',
      category: 'Genel',
      estimatedHours: 12.5,
      assigneeName: 'Ali Kaya',
      tags: ['Cpk'],
    });
    expect((await patchTask(t.app, a.cookie.bakim, task.id, { logHours: 2.5 })).json().completedHours).toBe(
      2.5,
    );
    expect((await patchTask(t.app, a.cookie.bakim, task.id, { logHours: 1 })).json().completedHours).toBe(
      3.5,
    );
    expect(
      (await patchTask(t.app, a.cookie.bakim, task.id, { completedHours: 6 })).json().completedHours,
    ).toBe(6);
    const bad = [
      [{ estimatedHours: 500 }, TASK_MESSAGES.estimatedHoursRange],
      [{ logHours: -1 }, TASK_MESSAGES.loggedHoursRange],
      [{ completedHours: 99999 }, TASK_MESSAGES.completedHoursRange],
      [{ dueDate: 'yarın' }, TASK_MESSAGES.invalidDate],
      [{ assigneeId: '6f1d2c3b-0000-4000-8000-000000000000' }, TASK_MESSAGES.unknownAssignee],
      [{ title: ' ' }, TASK_MESSAGES.required],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await patchTask(t.app, a.cookie.bakim, task.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('records who did what in the activity log', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Günlük', assigneeId: a.id.kalip });
    await patchTask(t.app, a.cookie.kalip, task.id, { status: 'in_progress', logHours: 2 });
    await patchTask(t.app, a.cookie.kalite, task.id, { priority: 'high', assigneeId: a.id.bakim });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/activity?taskId=${task.id}&limit=10`,
      headers: { cookie: a.cookie.kalip },
    });
    const lines = res
      .json()
      .activities.map((x: { action: string; userName: string; details: object }) => [
        x.action,
        x.userName,
        x.details,
      ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['created', 'Ayşe Çelik', {}],
        ['status_changed', 'Mehmet Demir', { from: 'todo', to: 'in_progress' }],
        ['hours_logged', 'Mehmet Demir', { hours: 2, totalHours: 2 }],
        ['assigned', 'Ayşe Çelik', { from: 'Mehmet Demir', to: 'Ali Kaya' }],
        ['updated', 'Ayşe Çelik', { fields: ['priority'] }],
      ]),
    );
    expect(lines).toHaveLength(5);
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/activity?limit=3',
      headers: { cookie: a.cookie.kalip },
    });
    expect(recent.json().activities).toHaveLength(3);
    expect(recent.json().activities[0].taskTitle).toBe('Günlük');
  });
});

describe('permissions', () => {
  it('lets only the creator, the assignee or a Yönetici change or delete a task', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'Yetki', assigneeId: a.id.kalip });
    const other = await patchTask(t.app, a.cookie.bakim, task.id, { priority: 'low' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(TASK_MESSAGES.forbiddenEdit);
    const del = (cookie: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: { cookie } });
    const denied = await del(a.cookie.bakim, task.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(TASK_MESSAGES.forbiddenDelete);
    expect((await del(a.cookie.kalip, task.id)).statusCode).toBe(200);
    expect((await del(a.cookie.kalip, task.id)).statusCode).toBe(404);

    const byAdmin = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Yönetici siler',
      assigneeId: a.id.kalip,
    });
    expect((await del(a.cookie.admin, byAdmin.id)).statusCode).toBe(200);
    const byCreator = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Oluşturan siler',
      assigneeId: a.id.kalip,
    });
    expect((await del(a.cookie.kalite, byCreator.id)).statusCode).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/activity?limit=1',
      headers: { cookie: a.cookie.bakim },
    });
    expect(log.json().activities[0]).toMatchObject({
      action: 'deleted',
      taskTitle: 'Oluşturan siler',
      userName: 'Ayşe Çelik',
    });
  });
});
