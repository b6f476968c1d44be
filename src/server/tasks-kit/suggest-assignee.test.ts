import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkloadMember } from '../../domain/tasks/insights-contract';
import { createTaskAs, loginActors, type Actors } from '../testing/task-test-helpers';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { pickAssignees, suggestAssignees } from './suggest-assignee';

function member(userId: string, department: string, remainingHours: number, openTasks = 1): TWorkloadMember {
  return {
    userId,
    fullName: userId.toUpperCase(),
    initials: 'XX',
    role: 'Kullanıcı',
    position: '',
    department,
    totalTasks: openTasks,
    completedTasks: 0,
    inProgressTasks: 0,
    overdueTasks: 0,
    openTasks,
    remainingHours,
    workloadPercentage: Math.round((remainingHours / 40) * 100),
    efficiency: null,
  };
}

describe('pickAssignees (pure)', () => {
  const members = [
    member('ayse', 'Kalite', 30, 4),
    member('mehmet', 'Kalite', 10, 2),
    member('can', 'Kalite', 10, 1),
    member('pasif', 'Kalite', 0, 0),
    member('bora', 'Bakım', 50, 5),
  ];
  const active = new Set(['ayse', 'mehmet', 'can', 'bora']);
  const pick = (departments: string[], hours = 0) =>
    pickAssignees({ capacityHours: 40, members }, active, departments, hours).map((s) => s?.userId ?? null);

  it.each([
    [['Kalite'], ['can']], // 10 h like mehmet, but fewer open tasks
    [['kalite'], ['can']], // department compared in Turkish lower case
    [['Bakım'], ['bora']],
    [['BAKIM'], ['bora']],
    [['Üretim'], [null]], // nobody active there
    [
      ['IT', 'Kalite'],
      [null, 'can'],
    ],
  ])('%j → %j (inactive users never suggested)', (departments, expected) => {
    expect(pick(departments)).toEqual(expected);
  });

  it('spreads a batch over the department by the hours each pick adds', () => {
    // can 10 → 18, mehmet 10 → 18, then can (18, 2 tasks) vs mehmet (18, 3 tasks) → can, …
    expect(pick(['Kalite', 'Kalite', 'Kalite', 'Kalite'], 8)).toEqual(['can', 'mehmet', 'can', 'mehmet']);
    // Without hours per task: equal hours, so open tasks then name decide (can 1→2 ties mehmet, CAN < MEHMET).
    expect(pick(['Kalite', 'Kalite', 'Kalite'])).toEqual(['can', 'can', 'mehmet']);
  });

  it('reports the figures of the pick', () => {
    const [first] = pickAssignees({ capacityHours: 40, members }, active, ['Bakım']);
    expect(first).toEqual({
      userId: 'bora',
      fullName: 'BORA',
      department: 'Bakım',
      workloadPercentage: 125,
      remainingHours: 50,
      openTasks: 5,
      basis: 'department',
    });
  });

  it('offers a request with a role to the holders of that position first, then to the department', () => {
    const withRoles = [
      { ...member('kalip', 'Mühendislik', 20, 3), position: 'Kalıp Mühendisi' },
      { ...member('kalip2', 'Kalıphane', 5, 1), position: 'kalıp mühendisi' },
      ...members,
    ];
    const ids = new Set([...active, 'kalip', 'kalip2']);
    const picks = pickAssignees({ capacityHours: 40, members: withRoles }, ids, ['Bakım', 'Kalite'], 0, [
      'Kalıp Mühendisi',
      'Eğitim Sorumlusu',
    ]);
    // the least-loaded holder of the role, whatever the department; nobody holds the second role
    expect(picks.map((p) => [p?.userId, p?.basis])).toEqual([
      ['kalip2', 'role'],
      ['can', 'department'],
    ]);
  });
});

describe('suggestAssignees (team workload on the database)', () => {
  let t: TestApp;
  let actors: Actors;
  let newcomerId = '';
  beforeAll(async () => {
    t = await createTestApp();
    actors = await loginActors(t.app);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        fullName: 'Zeynep Yeni',
        email: 'zeynep@example.com',
        username: 'zeynep',
        password: 'zeynep123',
        department: 'Kalite',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: await loginAs(t.app, 'zeynep', 'zeynep123') },
    });
    newcomerId = me.json().user.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('suggests the least-loaded active member of the department, following task changes', async () => {
    await createTaskAs(t.app, actors.cookie.admin, {
      title: 'Kalite işi',
      assigneeId: actors.id.kalite,
      estimatedHours: 16,
    });
    expect((await suggestAssignees(t.ctx.db, ['Kalite']))[0]?.userId).toBe(newcomerId);

    // Load the newcomer past the Kalite engineer's current figure (demo tasks included).
    const workload = await t.app.inject({
      method: 'GET',
      url: '/api/team/workload',
      headers: { cookie: actors.cookie.admin },
    });
    const kalite = workload.json().members.find((m: { userId: string }) => m.userId === actors.id.kalite);
    let hours = kalite.remainingHours + 10;
    while (hours > 0) {
      const estimatedHours = Math.min(200, Math.ceil(hours));
      await createTaskAs(t.app, actors.cookie.admin, {
        title: 'Yeni kişinin işi',
        assigneeId: newcomerId,
        estimatedHours,
      });
      hours -= estimatedHours;
    }
    const [suggestion] = await suggestAssignees(t.ctx.db, ['Kalite']);
    expect(suggestion).toMatchObject({
      userId: actors.id.kalite,
      remainingHours: kalite.remainingHours,
      openTasks: kalite.openTasks,
      workloadPercentage: kalite.workloadPercentage,
    });

    const deactivate = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${actors.id.kalite}`,
      headers: { cookie: actors.cookie.admin },
      payload: { active: false },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await suggestAssignees(t.ctx.db, ['Kalite']))[0]?.userId).toBe(newcomerId);
    expect(await suggestAssignees(t.ctx.db, ['Yok Böyle Bölüm'])).toEqual([null]);
    expect((await suggestAssignees(t.ctx.db, ['Bakım', 'Mühendislik'])).map((s) => s?.userId)).toEqual([
      actors.id.bakim,
      actors.id.kalip,
    ]);
  });
});
