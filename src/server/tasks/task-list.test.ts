import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TASK_COUNT_CAP,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  type TTask,
  type TTaskList,
} from '../../domain/tasks/contract';
import { compareTasks } from '../../domain/tasks/task-filter';
import { tasks } from '../db/schema';
import { type Actors, createTaskAs, inDays, loginActors } from '../testing/task-test-helpers';
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

async function list(cookie: string, qs: string): Promise<TTaskList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tasks?${qs}`, headers: { cookie } });
  expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
  return res.json();
}
const ids = (l: TTaskList) => l.tasks.map((x) => x.id);
const q = (search: string) => `search=${encodeURIComponent(search)}&limit=200`;

describe('whose tasks: scope and assignee', () => {
  it("lists 'mine' (assigned to me), 'created' (by me) and 'all'; filters by assignee", async () => {
    const toKalip = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'zqscope bir',
      assigneeId: a.id.kalip,
    });
    const byKalip = await createTaskAs(t.app, a.cookie.kalip, {
      title: 'zqscope iki',
      assigneeId: a.id.bakim,
    });
    const other = await createTaskAs(t.app, a.cookie.kalite, { title: 'zqscope üç', assigneeId: a.id.bakim });

    const mine = await list(a.cookie.kalip, `${q('zqscope')}&scope=mine`);
    expect(ids(mine)).toEqual([toKalip.id]);
    expect(mine.total).toEqual({ count: 1, capped: false });
    expect(ids(await list(a.cookie.kalip, `${q('zqscope')}&scope=created`))).toEqual([byKalip.id]);
    expect(ids(await list(a.cookie.kalip, `${q('zqscope')}&scope=all`)).sort()).toEqual(
      [toKalip.id, byKalip.id, other.id].sort(),
    );
    // The scope is the caller's: the same query as another user gives that user's tasks.
    expect(ids(await list(a.cookie.bakim, `${q('zqscope')}&scope=mine`)).sort()).toEqual(
      [byKalip.id, other.id].sort(),
    );
    expect(ids(await list(a.cookie.kalip, `${q('zqscope')}&assignee=${a.id.bakim}`)).sort()).toEqual(
      [byKalip.id, other.id].sort(),
    );
    // Without a search, every row of 'mine' is the caller's and 'created' the caller's own.
    const allMine = await list(a.cookie.kalip, 'scope=mine&limit=200');
    expect(allMine.tasks.length).toBeGreaterThan(0);
    expect(allMine.tasks.every((x) => x.assigneeId === a.id.kalip)).toBe(true);
    const allCreated = await list(a.cookie.kalip, 'scope=created&limit=200');
    expect(allCreated.tasks.every((x) => x.createdById === a.id.kalip)).toBe(true);
  });
});

describe('search', () => {
  it("finds assignee names, '#tags' and folded Turkish text", async () => {
    const tagged = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'IŞIL zqsearch fırın ayarı',
      assigneeId: a.id.kalip,
      tags: ['SPC', 'İç Denetim'],
    });
    const mentions = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'zqsearch spc kartı',
      assigneeId: a.id.bakim,
    });
    const found = async (search: string) => ids(await list(a.cookie.admin, q(search))).sort();

    // Mehmet Demir is kalip's name; the assignee's name is searched, the creator's is not.
    expect(await found('Mehmet Demir zqsearch')).toEqual([tagged.id]);
    expect(await found('MEHMET zqsearch')).toEqual([tagged.id]);
    expect(await found('Ayşe Çelik zqsearch')).toEqual([]);
    // '#spc' is the tag only; plain 'spc' also finds the word in a title.
    expect(await found('#spc zqsearch')).toEqual([tagged.id]);
    expect(await found('#SPC zqsearch')).toEqual([tagged.id]);
    expect(await found('#ic denetim zqsearch')).toEqual([tagged.id]);
    expect(await found('spc zqsearch')).toEqual([tagged.id, mentions.id].sort());
    for (const word of ['ISIL', 'işıl', 'ışıl', 'isil', 'Işıl', 'FIRIN']) {
      expect(await found(`${word} zqsearch`), word).toEqual([tagged.id]);
    }
  });

  it('finds a task by the new name after the assignee renames themself', async () => {
    const task = await createTaskAs(t.app, a.cookie.kalite, { title: 'zqrename', assigneeId: a.id.bakim });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie: a.cookie.bakim },
      payload: { fullName: 'Ali Kaya' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list(a.cookie.kalite, q('Ali Kaya zqrename')))).toEqual([task.id]);
    expect(ids(await list(a.cookie.kalite, q('ali kaya')))).toContain(task.id);
  });
});

describe('keyset paging', () => {
  /** Every page after the first through nextCursor; `between` runs before each following page. */
  async function walk(qs: string, between: (page: number) => Promise<void>): Promise<TTask[]> {
    const seen: TTask[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const url: string = cursor ? `${qs}&cursor=${encodeURIComponent(cursor)}` : qs;
      const l = await list(a.cookie.kalite, url);
      expect(l.total === null).toBe(cursor !== null);
      seen.push(...l.tasks);
      cursor = l.nextCursor;
      if (cursor === null) return seen;
      await between(page);
    }
    throw new Error('paging did not end');
  }

  it('has no duplicates or gaps in any order while tasks are inserted between pages', async () => {
    const make = (i: number) =>
      createTaskAs(t.app, a.cookie.kalite, {
        title: `zqpage ${i}`,
        assigneeId: a.id.kalip,
        // Few distinct due dates and priorities: many ties, broken by creation time and id.
        dueDate: inDays(i % 3),
        priority: TASK_PRIORITIES[i % TASK_PRIORITIES.length],
      });
    const original: TTask[] = [];
    for (let i = 0; i < 23; i++) original.push(await make(i));
    let extra = 100;
    for (const sort of ['newest', 'due', 'priority'] as const) {
      const seen = await walk(`search=zqpage&limit=4&sort=${sort}`, async () => {
        // Concurrent writers: two new tasks land somewhere in the order (before or after the cursor).
        await Promise.all([make(extra++), make(extra++)]);
      });
      const seenIds = seen.map((x) => x.id);
      expect(new Set(seenIds).size, `${sort}: duplicates`).toBe(seenIds.length);
      for (const task of original) expect(seenIds, `${sort}: gap`).toContain(task.id);
      const cmp = compareTasks(sort);
      const outOfOrder = seen
        .slice(1)
        .filter((x, i) => cmp(seen[i] as TTask, x) > 0 && seen[i]?.createdAt !== x.createdAt);
      expect(outOfOrder, sort).toEqual([]);
    }
  });

  it('answers 400 with the Turkish message for a forged cursor or one of another order', async () => {
    const first = await list(a.cookie.kalite, 'limit=2&sort=newest');
    expect(first.nextCursor).not.toBeNull();
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: ["1'; drop table tasks"], i: 'x' })).toString(
      'base64url',
    );
    for (const qs of [
      `sort=due&cursor=${first.nextCursor}`,
      'cursor=bm90LWpzb24',
      `cursor=${forged}`,
      `cursor=${'a'.repeat(600)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tasks?${qs}`,
        headers: { cookie: a.cookie.kalite },
      });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error).toMatchObject({ message: TASK_MESSAGES.invalidCursor, field: 'cursor' });
    }
  });

  it(`counts at most ${TASK_COUNT_CAP} matches on the first page`, async () => {
    const base = { assigneeId: a.id.kalip, createdBy: a.id.kalite, dueDate: inDays(1) };
    await t.ctx.db.insert(tasks).values(
      Array.from({ length: TASK_COUNT_CAP + 5 }, (_, i) => ({
        ...base,
        title: `Toplu ${i}`,
        searchText: `toplu zqbulk ${i}`,
      })),
    );
    const first = await list(a.cookie.kalite, 'search=zqbulk&limit=10');
    expect(first.total).toEqual({ count: TASK_COUNT_CAP, capped: true });
    const exact = await list(a.cookie.kalite, 'search=zqbulk%2010&limit=10');
    // Every word anywhere: '10' is in 10, 100-109, 110, 210 …
    const expected = Array.from({ length: TASK_COUNT_CAP + 5 }, (_, i) => String(i)).filter((i) =>
      i.includes('10'),
    ).length;
    expect(exact.total).toEqual({ count: expected, capped: false });
    // A single page counts itself.
    const few = await list(a.cookie.kalite, 'search=zqbulk%20toplu%20104&limit=10');
    expect(few).toMatchObject({ total: { count: 1, capped: false }, nextCursor: null });
  });
});
