import { describe, expect, it } from 'vitest';
import { permissionsForTaskChange, taskPermissions, withTaskPermissions } from './permissions';

const admin = { id: 'admin', isAdmin: true };
const assignee = { id: 'u-assignee', isAdmin: false };
const creator = { id: 'u-creator', isAdmin: false };
const other = { id: 'u-other', isAdmin: false };
const task = { assigneeId: 'u-assignee', createdById: 'u-creator' };
const ALL = { edit: true, delete: true, changeStatus: true, logHours: true };
const NONE = { edit: false, delete: false, changeStatus: false, logHours: false };

describe('taskPermissions', () => {
  it.each([
    ['a Yönetici', admin, task, ALL],
    ['the assignee', assignee, task, ALL],
    ['the creator', creator, task, ALL],
    ['anyone else', other, task, NONE],
    ['nobody (a broadcast row)', null, task, NONE],
    // A creator removed from the system (null) must not match a viewer without an id.
    [
      'someone, on a task whose creator is gone',
      other,
      { assigneeId: 'u-assignee', createdById: null },
      NONE,
    ],
    ['a Yönetici, on a task whose creator is gone', admin, { assigneeId: 'x', createdById: null }, ALL],
  ])('%s', (_who, viewer, parties, expected) => {
    expect(taskPermissions(viewer, parties)).toEqual(expected);
  });

  it('recomputes `can` of a broadcast row for the receiving user', () => {
    const row = { ...task, title: 'Kalıp', can: NONE };
    expect(withTaskPermissions(assignee, row)).toEqual({ ...row, can: ALL });
    expect(withTaskPermissions(other, { ...row, can: ALL }).can).toEqual(NONE);
  });
});

describe('permissionsForTaskChange', () => {
  it.each([
    [{ status: 'in_progress' }, ['changeStatus']],
    [{ completedHours: 3 }, ['logHours']],
    [{ title: 'Yeni', priority: 'high' }, ['edit']],
    [{ status: 'completed', completedHours: 8, title: 'x' }, ['changeStatus', 'logHours', 'edit']],
    [{ title: undefined, status: 'todo' }, ['changeStatus']],
    // An empty change is an edit attempt: whoever may not edit is refused, as before.
    [{}, ['edit']],
  ])('%j needs %j', (change, expected) => {
    expect(permissionsForTaskChange(change).sort()).toEqual([...expected].sort());
  });
});
