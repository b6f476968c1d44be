import { describe, expect, it } from 'vitest';
import { TASK_STATUSES, type TTaskStatus } from './contract';
import { allowedTransitions, canTransition, nextStatus, previousStatus } from './status-transitions';

describe('task status transitions', () => {
  it.each<[TTaskStatus, TTaskStatus[]]>([
    ['todo', ['in_progress']],
    ['in_progress', ['todo', 'review']],
    ['review', ['in_progress', 'completed']],
    ['completed', ['review']],
  ])('from %s allows exactly %j', (from, expected) => {
    expect(allowedTransitions(from).sort()).toEqual([...expected].sort());
  });

  it.each<[TTaskStatus, TTaskStatus, boolean]>([
    ['todo', 'in_progress', true],
    ['in_progress', 'review', true],
    ['review', 'completed', true],
    ['in_progress', 'todo', true],
    ['review', 'in_progress', true],
    ['completed', 'review', true],
    ['todo', 'review', false],
    ['todo', 'completed', false],
    ['in_progress', 'completed', false],
    ['review', 'todo', false],
    ['completed', 'todo', false],
    ['completed', 'in_progress', false],
  ])('%s → %s allowed: %s', (from, to, ok) => {
    expect(canTransition(from, to)).toBe(ok);
  });

  it('treats staying in the same status as no transition (allowed)', () => {
    for (const s of TASK_STATUSES) expect(canTransition(s, s)).toBe(true);
  });

  it('only in_progress may go back to todo', () => {
    const intoTodo = TASK_STATUSES.filter((s) => s !== 'todo' && canTransition(s, 'todo'));
    expect(intoTodo).toEqual(['in_progress']);
  });

  it('names the step forward and back', () => {
    expect(nextStatus('todo')).toBe('in_progress');
    expect(nextStatus('review')).toBe('completed');
    expect(nextStatus('completed')).toBeNull();
    expect(previousStatus('todo')).toBeNull();
    expect(previousStatus('completed')).toBe('review');
  });
});
