import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TUser } from '../../../../domain/auth/contract';
import type { TTask } from '../../../../domain/tasks/contract';
import { meQueryKey } from '../../../lib/current-user';
import { applyTaskEvent } from './task-cache';
import { taskKeys } from './task-keys';

const ASSIGNEE = '00000000-0000-4000-8000-00000000000a';
const CREATOR = '00000000-0000-4000-8000-00000000000b';
// As the server broadcasts it: presented for nobody.
const row: TTask = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Kalıp bakımı',
  description: '',
  assigneeId: ASSIGNEE,
  assigneeName: 'Mehmet Demir',
  createdById: CREATOR,
  createdByName: 'Ayşe Çelik',
  dueDate: '2026-05-10',
  priority: 'medium',
  status: 'todo',
  category: 'Bakım',
  estimatedHours: 8,
  completedHours: 0,
  tags: [],
  completedAt: null,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  can: { edit: false, delete: false, changeStatus: false, logHours: false },
};
const ALL = { edit: true, delete: true, changeStatus: true, logHours: true };
const NONE = row.can;

function received(me: Pick<TUser, 'id' | 'isAdmin'> | null): TTask | undefined {
  const client = new QueryClient();
  client.setQueryData(meQueryKey, me);
  applyTaskEvent(client, { table: 'tasks', eventType: 'UPDATE', new: row, old: { id: row.id } });
  const task = client.getQueryData<TTask>(taskKeys.detail(row.id));
  client.clear();
  return task;
}

describe('a realtime task row gets `can` for the user who receives it', () => {
  it.each([
    ['its assignee', { id: ASSIGNEE, isAdmin: false }, ALL],
    ['its creator', { id: CREATOR, isAdmin: false }, ALL],
    ['a Yönetici', { id: '00000000-0000-4000-8000-00000000000c', isAdmin: true }, ALL],
    ['anyone else', { id: '00000000-0000-4000-8000-00000000000d', isAdmin: false }, NONE],
    ['nobody signed in', null, NONE],
  ])('%s', (_who, me, expected) => {
    expect(received(me)?.can).toEqual(expected);
  });
});
