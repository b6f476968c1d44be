import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personLabels } from '../../domain/auth/display-name';
import { type Actors, createTaskAs, loginActors, patchTask } from '../testing/task-test-helpers';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { newTaskNotifications, taskDeletedNotifications } from './task-notifications';

describe('task notification texts', () => {
  const task = {
    id: 't1',
    title: 'Kalıp bakımı',
    assigneeId: 'u2',
    createdById: 'u1',
    status: 'todo' as const,
  };

  it('name the actor by the label they are given', () => {
    const actor = { id: 'u1', label: 'Ahmet Yılmaz (@ahmet2)' };
    expect(newTaskNotifications(actor, task)[0]?.message).toBe(
      'Ahmet Yılmaz (@ahmet2) size yeni bir görev atadı: "Kalıp bakımı"',
    );
    expect(taskDeletedNotifications({ id: 'u3', label: 'Ali Kaya' }, task).map((d) => d.message)).toEqual([
      'Ali Kaya "Kalıp bakımı" görevini sildi',
      'Ali Kaya "Kalıp bakımı" görevini sildi',
    ]);
  });
});

// Two accounts called "Ahmet Yılmaz": the demo admin and someone who signed up with the same name.
describe('people who share a display name', () => {
  let t: TestApp;
  let a: Actors;
  let twinCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await loginActors(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const bell = async (cookie: string, title: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    return (res.json().notifications as { message: string }[])
      .filter((n) => n.message.includes(title))
      .map((n) => n.message);
  };

  it('name a person by display name alone while nobody shares it', async () => {
    await createTaskAs(t.app, a.cookie.admin, { title: 'Tek-Ahmet', assigneeId: a.id.kalite });
    expect(await bell(a.cookie.kalite, 'Tek-Ahmet')).toEqual([
      'Ahmet Yılmaz size yeni bir görev atadı: "Tek-Ahmet"',
    ]);
  });

  it('list usernames in /api/users so pickers can tell the two apart', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        fullName: 'AHMET YILMAZ',
        email: 'ahmet2@firma.com.tr',
        username: 'ahmet2',
        password: 'gizli123',
      },
      remoteAddress: '10.0.5.1',
    });
    expect(signup.statusCode).toBe(201);
    twinCookie = await loginAs(t.app, 'ahmet2', 'gizli123');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: a.cookie.kalite },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().users as { id: string; username: string; fullName: string }[];
    expect(list.find((u) => u.id === a.id.admin)).toMatchObject({
      username: 'admin',
      fullName: 'Ahmet Yılmaz',
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    const labels = personLabels(list);
    expect(labels.get(a.id.admin)).toBe('Ahmet Yılmaz (@admin)');
    expect([...labels.values()]).toContain('AHMET YILMAZ (@ahmet2)');
    expect(labels.get(a.id.kalite)).toBe('Ayşe Çelik');
  });

  it('include the username in notifications about either of them', async () => {
    const fromAdmin = await createTaskAs(t.app, a.cookie.admin, { title: 'Çift-1', assigneeId: a.id.kalite });
    expect(await bell(a.cookie.kalite, 'Çift-1')).toEqual([
      'Ahmet Yılmaz (@admin) size yeni bir görev atadı: "Çift-1"',
    ]);
    await createTaskAs(t.app, twinCookie, { title: 'Çift-2', assigneeId: a.id.kalite });
    expect(await bell(a.cookie.kalite, 'Çift-2')).toEqual([
      'AHMET YILMAZ (@ahmet2) size yeni bir görev atadı: "Çift-2"',
    ]);
    // Someone whose name is not shared is still named plainly.
    await patchTask(t.app, a.cookie.kalite, fromAdmin.id, { status: 'in_progress' });
    expect(await bell(a.cookie.admin, 'Çift-1')).toEqual([
      'Ayşe Çelik "Çift-1" görevini güncelledi: durum: Devam Ediyor',
    ]);
  });
});
