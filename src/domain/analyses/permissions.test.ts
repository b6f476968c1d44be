import { describe, expect, it } from 'vitest';
import { analysisPermissions, withAnalysisPermissions } from './permissions';

const admin = { id: 'admin', isAdmin: true };
const author = { id: 'u-author', isAdmin: false };
const other = { id: 'u-other', isAdmin: false };

describe('analysisPermissions', () => {
  it.each([
    ['its author', author, 'u-author', { rate: true, delete: true }],
    ['a Yönetici', admin, 'u-author', { rate: true, delete: true }],
    ['another user: may rate, not delete', other, 'u-author', { rate: true, delete: false }],
    ['nobody (a broadcast row)', null, 'u-author', { rate: false, delete: false }],
    ['someone, when the author account is gone', other, null, { rate: true, delete: false }],
    ['a Yönetici, when the author account is gone', admin, null, { rate: true, delete: true }],
  ])('%s', (_who, viewer, userId, expected) => {
    expect(analysisPermissions(viewer, { userId })).toEqual(expected);
  });

  it('recomputes `can` of a broadcast row for the receiving user', () => {
    const row = { id: 'a1', userId: 'u-author', can: { rate: false, delete: false } };
    expect(withAnalysisPermissions(author, row).can).toEqual({ rate: true, delete: true });
    expect(withAnalysisPermissions(other, row).can).toEqual({ rate: true, delete: false });
  });
});
