import { describe, expect, it } from 'vitest';
import { canManageUsers, removesLastAdmin, userCan } from './permissions';

const admin = { id: 'a', role: 'Yönetici', active: true };
const engineer = { id: 'e', role: 'Kalite Mühendisi', active: true };
const inactiveAdmin = { id: 'x', role: 'Yönetici', active: false };

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
    });
  });

  it('protects the last active admin and offers reactivation only for inactive accounts', () => {
    expect(userCan({ isAdmin: true }, admin, 1)).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
    });
    expect(userCan({ isAdmin: true }, admin, 2)).toEqual({
      changeRole: true,
      deactivate: true,
      reactivate: false,
    });
    expect(userCan({ isAdmin: true }, inactiveAdmin, 1)).toEqual({
      changeRole: true,
      deactivate: false,
      reactivate: true,
    });
  });
});
