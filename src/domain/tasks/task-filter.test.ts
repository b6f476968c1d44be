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
    expect([a, b, c].sort(compareTasks('due')).map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect([a, b, c].sort(compareTasks('priority')).map((t) => t.id)).toEqual(['c', 'b', 'a']);
  });
});
