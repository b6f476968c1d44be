import { describe, expect, it } from 'vitest';
import {
  awaitsApproval,
  canManageUsers,
  canSeeInDirectory,
  canUseApp,
  removesLastAdmin,
  userCan,
} from './permissions';

const admin = { id: 'a', role: 'Yönetici', active: true, approved: true };
const engineer = { id: 'e', role: 'Kalite Mühendisi', active: true, approved: true };
const inactiveAdmin = { id: 'x', role: 'Yönetici', active: false, approved: true };
const waiting = { id: 'w', role: 'Kullanıcı', active: true, approved: false };
const rejected = { id: 'r', role: 'Kullanıcı', active: false, approved: false };

describe('user management permissions', () => {
  it('lets only a Yönetici manage accounts', () => {
    expect(canManageUsers({ isAdmin: true })).toBe(true);
    expect(canManageUsers({ isAdmin: false })).toBe(false);
  });

  it.each([
    [admin, { role: 'Kullanıcı' as const }, 1, true],
    [admin, { active: false }, 1, true],
    [admin, { role: 'Kullanıcı' as const }, 2, false],
    [admin, { role: 'Yönetici' as const, active: true }, 1, false],
    [engineer, { active: false }, 1, false],
    [inactiveAdmin, { role: 'Kullanıcı' as const }, 1, false],
  ])('removesLastAdmin(%o, %o, %d) = %s', (target, change, admins, expected) => {
    expect(removesLastAdmin(target, change, admins)).toBe(expected);
  });

  it('gives a non-admin reader no actions at all', () => {
    expect(userCan({ isAdmin: false }, engineer, 2)).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
      approve: false,
    });
    expect(userCan({ isAdmin: false }, waiting, 2).approve).toBe(false);
  });

  it('protects the last active admin and offers reactivation only for inactive accounts', () => {
    expect(userCan({ isAdmin: true }, admin, 1)).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
      approve: false,
    });
    expect(userCan({ isAdmin: true }, admin, 2)).toEqual({
      changeRole: true,
      deactivate: true,
      reactivate: false,
      approve: false,
    });
    expect(userCan({ isAdmin: true }, inactiveAdmin, 1)).toEqual({
      changeRole: true,
      deactivate: false,
      reactivate: true,
      approve: false,
    });
  });

  it('lets a Yönetici approve or reject (deactivate) an account that waits, and nothing else', () => {
    expect(userCan({ isAdmin: true }, waiting, 1)).toEqual({
      changeRole: true,
      deactivate: true,
      reactivate: false,
      approve: true,
    });
    // A rejected account no longer waits: reactivating it puts it back in the queue, not in the app.
    expect(userCan({ isAdmin: true }, rejected, 1).approve).toBe(false);
  });
});

describe('approval', () => {
  it.each([
    [waiting, true],
    [rejected, false],
    [engineer, false],
    [inactiveAdmin, false],
  ])('awaitsApproval(%o) = %s', (account, expected) => {
    expect(awaitsApproval(account)).toBe(expected);
  });

  it('lets only an approved user use the application', () => {
    expect(canUseApp({ approved: true })).toBe(true);
    expect(canUseApp({ approved: false })).toBe(false);
  });

  it('hides unapproved accounts from colleagues but not from a Yönetici', () => {
    expect(canSeeInDirectory({ isAdmin: false }, waiting)).toBe(false);
    expect(canSeeInDirectory({ isAdmin: false }, rejected)).toBe(false);
    expect(canSeeInDirectory({ isAdmin: false }, engineer)).toBe(true);
    expect(canSeeInDirectory({ isAdmin: true }, waiting)).toBe(true);
  });
});
