import { describe, expect, it } from 'vitest';
import type { TTask } from './contract';
import { compareTasks, searchTerms, taskMatchesFilter, taskSearchText } from './task-filter';

const task = (over: Partial<TTask>): TTask => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Kalıp Çapağı Giderme',
  description: 'Ön kapak kalıbında çapak',
  assigneeId: 'u1',
  assigneeName: 'Mehmet Demir',
  createdById: 'u2',
  createdByName: 'Ayşe Çelik',
  dueDate: '2026-05-04',
  priority: 'high',
  status: 'todo',
  category: 'Bakım',
  estimatedHours: 8,
  completedHours: 0,
  tags: ['PPAP', 'İç Denetim'],
  completedAt: null,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  can: { edit: true, delete: true, changeStatus: true, logHours: true },
  ...over,
});

describe('task search and filters', () => {
  it('folds Turkish letters in the stored search text', () => {
    expect(taskSearchText(task({}))).toContain('kalip capagi giderme');
    expect(searchTerms('  ÇAPAK   Kalıp ')).toEqual(['capak', 'kalip']);
  });

  it.each([
    ['capak', true],
    ['KALIP çapak', true],
    ['ic denetim', true],
    ['bakim', true],
    ['kaynak', false],
    // Tags as '#tag' and the assignee's name are part of the search text.
    ['#ppap', true],
    ['#PPAP', true],
    ['#iç denetim', true],
    ['#bakim', false],
    ['Mehmet Demir', true],
    ['MEHMET', true],
    ['Ayşe Çelik', false],
  ])('search %j matches: %s', (search, expected) => {
    expect(taskMatchesFilter(task({}), { search, sort: 'newest' })).toBe(expected);
  });

  it('applies status, priority and assignee filters ("all" = no filter)', () => {
    expect(taskMatchesFilter(task({}), { status: 'todo', priority: 'all', sort: 'newest' })).toBe(true);
    expect(taskMatchesFilter(task({}), { status: 'review', sort: 'newest' })).toBe(false);
    expect(taskMatchesFilter(task({}), { priority: 'low', sort: 'newest' })).toBe(false);
    expect(taskMatchesFilter(task({}), { assignee: 'u9', sort: 'newest' })).toBe(false);
    // 'open' = every status but completed.
    expect(taskMatchesFilter(task({ status: 'review' }), { status: 'open', sort: 'newest' })).toBe(true);
    expect(taskMatchesFilter(task({ status: 'completed' }), { status: 'open', sort: 'newest' })).toBe(false);
  });

  it.each([
    ['mine', 'u1', true],
    ['mine', 'u2', false],
    ['created', 'u2', true],
    ['created', 'u1', false],
    ['all', 'u9', true],
    ['mine', undefined, false],
  ] as const)('scope %s for user %s matches: %s', (scope, me, expected) => {
    expect(taskMatchesFilter(task({}), { scope, sort: 'newest' }, me)).toBe(expected);
  });

  it('folds dotted and dotless I alike in stored text and query ("ISIL", "ışıl", "işıl")', () => {
    const t = task({ title: 'IŞIL kontrolü' });
    for (const search of ['ISIL', 'ışıl', 'işıl', 'Işıl']) {
      expect(taskMatchesFilter(t, { search, sort: 'newest' })).toBe(true);
    }
  });

  it('orders like the server', () => {
    const a = task({
      id: 'a',
      createdAt: '2026-05-02T00:00:00.000Z',
      dueDate: '2026-05-10',
      priority: 'low',
    });
    const b = task({
      id: 'b',
      createdAt: '2026-05-01T00:00:00.000Z',
      dueDate: '2026-05-05',
      priority: 'critical',
    });
    const c = task({
      id: 'c',
      createdAt: '2026-05-03T00:00:00.000Z',
      dueDate: '2026-05-05',
      priority: 'critical',
    });
    expect([a, b, c].sort(compareTasks('newest')).map((t) => t.id)).toEqual(['c', 'a', 'b']);
    // Same due date: the older task first (every order runs one way, for keyset paging).
    expect([a, b, c].sort(compareTasks('due')).map((t) => t.id)).toEqual(['b', 'c', 'a']);
    expect([a, b, c].sort(compareTasks('priority')).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });
});
