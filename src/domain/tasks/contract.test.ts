import { describe, expect, it } from 'vitest';
import '../shared/zod-locale';
import {
  parseHoursInput,
  TASK_MESSAGES,
  ZCreateTaskRequest,
  TASK_PAGE_SIZE,
  ZListTasksQuery,
  ZTaskEditForm,
  ZTaskForm,
  ZUpdateTaskRequest,
} from './contract';

const id = '7f0c1c1e-2d1a-4c55-9d1e-0a4b9b8e2f10';
const valid = { title: 'Kalıp bakımı', assigneeId: id, dueDate: '2026-05-04' };
const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0];

describe('new task request', () => {
  it('applies the spec defaults', () => {
    expect(ZCreateTaskRequest.parse(valid)).toEqual({
      ...valid,
      description: '',
      priority: 'medium',
      category: 'Genel',
      estimatedHours: 8,
      tags: [],
    });
    expect(ZCreateTaskRequest.parse({ ...valid, category: '   ' }).category).toBe('Genel');
  });

  it.each(['title', 'assigneeId', 'dueDate'] as const)(
    'answers the spec message when %s is missing',
    (field) => {
      const issue = firstMessage(ZCreateTaskRequest.safeParse({ ...valid, [field]: '  ' }));
      expect(issue).toMatchObject({ message: TASK_MESSAGES.required, path: [field] });
    },
  );

  it('rejects a due date that is not a date and an assignee that cannot exist', () => {
    expect(firstMessage(ZCreateTaskRequest.safeParse({ ...valid, dueDate: '2026-02-30' }))?.message).toBe(
      TASK_MESSAGES.invalidDate,
    );
    expect(firstMessage(ZCreateTaskRequest.safeParse({ ...valid, assigneeId: 'mehmet' }))?.message).toBe(
      TASK_MESSAGES.unknownAssignee,
    );
  });

  it.each([0, 0.5, 201, -3])('rejects %d estimated hours (range 1-200)', (hours) => {
    expect(firstMessage(ZCreateTaskRequest.safeParse({ ...valid, estimatedHours: hours }))?.message).toBe(
      TASK_MESSAGES.estimatedHoursRange,
    );
  });

  it('cannot set status or completed hours on creation', () => {
    expect(ZCreateTaskRequest.safeParse({ ...valid, status: 'completed' }).success).toBe(false);
    expect(ZCreateTaskRequest.safeParse({ ...valid, completedHours: 5 }).success).toBe(false);
  });

  it('normalises tags', () => {
    expect(ZCreateTaskRequest.parse({ ...valid, tags: [' SPC', 'spc', '', 'Cpk'] }).tags).toEqual([
      'SPC',
      'Cpk',
    ]);
    expect(
      ZCreateTaskRequest.safeParse({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).success,
    ).toBe(false);
  });
});

describe('new task form', () => {
  const form = {
    ...valid,
    description: '',
    priority: 'medium' as const,
    category: '',
    tags: [' PPAP '],
    estimatedHours: '12,5',
  };

  it('reads a decimal comma and falls back to 8 hours for text that is not a number', () => {
    expect(ZTaskForm.parse(form)).toMatchObject({ estimatedHours: 12.5, category: 'Genel', tags: ['PPAP'] });
    expect(ZTaskForm.parse({ ...form, estimatedHours: 'sekiz' }).estimatedHours).toBe(8);
    expect(ZTaskForm.parse({ ...form, estimatedHours: '' }).estimatedHours).toBe(8);
    expect(parseHoursInput(' 3.25 ')).toBe(3.25);
  });

  it('shows the same messages as the API', () => {
    expect(firstMessage(ZTaskForm.safeParse({ ...form, title: '' }))?.message).toBe(TASK_MESSAGES.required);
    expect(firstMessage(ZTaskForm.safeParse({ ...form, estimatedHours: '250' }))?.message).toBe(
      TASK_MESSAGES.estimatedHoursRange,
    );
  });
});

describe('task edit form', () => {
  const form = {
    ...valid,
    description: '',
    priority: 'high' as const,
    category: 'Kalıp',
    tags: [],
    estimatedHours: '10',
    completedHours: '2,5',
  };

  it('reads the completed hours with a decimal comma and rejects text that is not a number', () => {
    expect(ZTaskEditForm.parse(form)).toMatchObject({
      completedHours: 2.5,
      estimatedHours: 10,
      category: 'Kalıp',
    });
    expect(firstMessage(ZTaskEditForm.safeParse({ ...form, completedHours: 'iki' }))?.message).toBe(
      TASK_MESSAGES.completedHoursRange,
    );
  });
});

describe('task update request', () => {
  it('accepts a partial change and checks only what was sent', () => {
    expect(ZUpdateTaskRequest.parse({ status: 'review' })).toEqual({ status: 'review' });
    expect(firstMessage(ZUpdateTaskRequest.safeParse({ title: '' }))?.message).toBe(TASK_MESSAGES.required);
    expect(firstMessage(ZUpdateTaskRequest.safeParse({ dueDate: 'dün' }))?.message).toBe(
      TASK_MESSAGES.invalidDate,
    );
  });

  it('bounds logged and completed hours and refuses both at once', () => {
    expect(firstMessage(ZUpdateTaskRequest.safeParse({ logHours: 0 }))?.message).toBe(
      TASK_MESSAGES.loggedHoursRange,
    );
    expect(firstMessage(ZUpdateTaskRequest.safeParse({ completedHours: -1 }))?.message).toBe(
      TASK_MESSAGES.completedHoursRange,
    );
    expect(firstMessage(ZUpdateTaskRequest.safeParse({ completedHours: 2, logHours: 1 }))?.message).toBe(
      TASK_MESSAGES.hoursTwice,
    );
  });
});

describe('task list query', () => {
  it('coerces paging from the query string and defaults sort, scope and page size', () => {
    expect(ZListTasksQuery.parse({ limit: '20', cursor: 'abc' })).toEqual({
      limit: 20,
      cursor: 'abc',
      scope: 'all',
      sort: 'newest',
    });
    expect(ZListTasksQuery.parse({}).limit).toBe(TASK_PAGE_SIZE);
    // Keyset paging only: an offset is an unknown key.
    expect(ZListTasksQuery.safeParse({ offset: '40' }).success).toBe(false);
    expect(ZListTasksQuery.safeParse({ scope: 'others' }).success).toBe(false);
    expect(ZListTasksQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(ZListTasksQuery.safeParse({ status: 'done' }).success).toBe(false);
  });
});
