import { describe, expect, it } from 'vitest';
import type { TTask, TTaskFilter } from '../../../../domain/tasks/contract';
import { applyToPages, type TaskPages } from './list-cache';
import { nextOffset } from './list-tasks';

let n = 0;
const task = (over: Partial<TTask> = {}): TTask => {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    title: `Görev ${n}`,
    description: '',
    assigneeId: 'u1',
    assigneeName: 'Mehmet Demir',
    createdById: 'u2',
    createdByName: 'Ayşe Çelik',
    dueDate: '2026-05-10',
    priority: 'medium',
    status: 'todo',
    category: 'Genel',
    estimatedHours: 8,
    completedHours: 0,
    tags: [],
    completedAt: null,
    createdAt: `2026-05-01T08:00:${String(n % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-05-01T08:00:00.000Z',
    can: { edit: true, delete: true, changeStatus: true, logHours: true },
    ...over,
  };
};

const pages = (lists: TTask[][], total: number): TaskPages => {
  let offset = 0;
  const pageParams: number[] = [];
  for (const l of lists) {
    pageParams.push(offset);
    offset += l.length;
  }
  return { pages: lists.map((tasks) => ({ tasks, total })), pageParams };
};
const ids = (d: TaskPages | null) => d?.pages.flatMap((p) => p.tasks.map((t) => t.title));
const newest: TTaskFilter = { sort: 'newest' };

describe('applying live task changes to a cached list', () => {
  const a = task({ createdAt: '2026-05-03T00:00:00.000Z' });
  const b = task({ createdAt: '2026-05-02T00:00:00.000Z' });
  const c = task({ createdAt: '2026-05-01T00:00:00.000Z' });

  it('puts a new matching task in its sorted place and counts it', () => {
    const fresh = task({ createdAt: '2026-05-04T00:00:00.000Z' });
    const next = applyToPages(pages([[a, b, c]], 3), newest, { kind: 'upsert', task: fresh, isNew: true });
    expect(ids(next)).toEqual([fresh.title, a.title, b.title, c.title]);
    expect(next?.pages[0]?.total).toBe(4);
  });

  it('ignores a task the filter excludes, and removes one that no longer matches', () => {
    const data = pages([[a, b, c]], 3);
    const other = task({ status: 'review' });
    expect(
      applyToPages(data, { sort: 'newest', status: 'todo' }, { kind: 'upsert', task: other, isNew: true }),
    ).toBe(data);
    const moved = applyToPages(
      data,
      { sort: 'newest', status: 'todo' },
      {
        kind: 'upsert',
        task: { ...b, status: 'in_progress', updatedAt: '2026-05-05T00:00:00.000Z' },
        isNew: false,
      },
    );
    expect(ids(moved)).toEqual([a.title, c.title]);
    expect(moved?.pages[0]?.total).toBe(2);
  });

  it('matches searches the Turkish way, as the server does', () => {
    const capak = task({ title: 'Çapak kontrolü', createdAt: '2026-05-09T00:00:00.000Z' });
    const next = applyToPages(
      pages([[a]], 1),
      { sort: 'newest', search: 'capak' },
      { kind: 'upsert', task: capak, isNew: true },
    );
    expect(ids(next)?.[0]).toBe('Çapak kontrolü');
  });

  it('replaces a changed task in place and never goes back to an older version', () => {
    const data = pages([[a, b, c]], 3);
    const renamed = { ...b, title: 'Yeni ad', updatedAt: '2026-05-05T00:00:00.000Z' };
    const next = applyToPages(data, newest, { kind: 'upsert', task: renamed, isNew: false });
    expect(ids(next)).toEqual([a.title, 'Yeni ad', c.title]);
    expect(next && applyToPages(next, newest, { kind: 'upsert', task: b, isNew: false })).toBe(next);
  });

  it('keeps page offsets consistent so the next page starts at the right place', () => {
    const data = pages([[a, b], [c]], 5);
    const removed = applyToPages(data, newest, { kind: 'remove', id: a.id });
    expect(ids(removed)).toEqual([b.title, c.title]);
    expect(removed?.pageParams).toEqual([0]);
    const last = removed?.pages.at(-1);
    expect(last && removed && nextOffset(last, removed.pages)).toBe(2);
  });

  it('asks for a refetch when an unseen task changes while the list is only partly loaded', () => {
    const data = pages([[a, b]], 10);
    const unseen = task({ createdAt: '2026-04-01T00:00:00.000Z' });
    expect(applyToPages(data, newest, { kind: 'upsert', task: unseen, isNew: false })).toBeNull();
    expect(applyToPages(data, newest, { kind: 'remove', id: unseen.id })).toBeNull();
    // A brand-new task that sorts after the loaded part is only counted; the next page brings it.
    const counted = applyToPages(data, newest, { kind: 'upsert', task: unseen, isNew: true });
    expect(ids(counted)).toEqual([a.title, b.title]);
    expect(counted?.pages[0]?.total).toBe(11);
  });

  it('orders by due date or priority like the server', () => {
    const soon = task({ dueDate: '2026-05-02', createdAt: '2026-05-09T00:00:00.000Z' });
    const due = applyToPages(
      pages([[a, b]], 2),
      { sort: 'due' },
      { kind: 'upsert', task: soon, isNew: true },
    );
    expect(ids(due)?.[0]).toBe(soon.title);
    const critical = task({ priority: 'critical', createdAt: '2026-04-01T00:00:00.000Z' });
    const prio = applyToPages(
      pages([[a, b]], 2),
      { sort: 'priority' },
      { kind: 'upsert', task: critical, isNew: true },
    );
    expect(ids(prio)?.[0]).toBe(critical.title);
  });
});
