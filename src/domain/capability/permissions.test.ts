import { describe, expect, it } from 'vitest';
import { studyPermissions } from './permissions';

describe('studyPermissions', () => {
  it.each([
    ['its author', { id: 'u1', isAdmin: false }, 'u1', true],
    ['a Yönetici', { id: 'admin', isAdmin: true }, 'u1', true],
    ['another user', { id: 'u2', isAdmin: false }, 'u1', false],
    ['nobody', null, 'u1', false],
    ['someone, when the author account is gone', { id: 'u2', isAdmin: false }, null, false],
    ['a Yönetici, when the author account is gone', { id: 'admin', isAdmin: true }, null, true],
  ])('%s may delete: %s', (_who, viewer, userId, expected) => {
    expect(studyPermissions(viewer, { userId })).toEqual({ delete: expected });
  });
});
