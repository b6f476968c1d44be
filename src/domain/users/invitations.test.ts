import { describe, expect, it } from 'vitest';
import { invitationLink, invitationTokenFromHash } from './invitations-contract';
import { invitationCan, invitationStatus } from './permissions';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-12-03T12:00:00Z');

describe('invitation status', () => {
  it('is pending until it is used, revoked or past its date', () => {
    expect(invitationStatus({ usedAt: null, revokedAt: null, expiresAt: later }, now)).toBe('pending');
    expect(invitationStatus({ usedAt: now, revokedAt: null, expiresAt: later }, now)).toBe('used');
    expect(invitationStatus({ usedAt: null, revokedAt: now, expiresAt: later }, now)).toBe('revoked');
    // At the expiry instant the link no longer works (the claim's SQL is `expires_at > now`).
    expect(invitationStatus({ usedAt: null, revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(
      invitationStatus({ usedAt: null, revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now),
    ).toBe('pending');
  });

  it('can be revoked by a Yönetici while pending only', () => {
    expect(invitationCan({ isAdmin: true }, 'pending')).toEqual({ revoke: true });
    expect(invitationCan({ isAdmin: true }, 'used')).toEqual({ revoke: false });
    expect(invitationCan({ isAdmin: false }, 'pending')).toEqual({ revoke: false });
  });
});

describe('invitation link', () => {
  it('carries the token in the fragment, which browsers never send to a server', () => {
    const link = invitationLink('https://kalite.fabrika.local', 'abc_DEF-123');
    expect(link).toBe('https://kalite.fabrika.local/login#davet=abc_DEF-123');
    expect(invitationTokenFromHash(new URL(link).hash)).toBe('abc_DEF-123');
  });

  it('reads nothing from an empty or foreign fragment', () => {
    expect(invitationTokenFromHash('')).toBeNull();
    expect(invitationTokenFromHash('#davet=')).toBeNull();
    expect(invitationTokenFromHash('#section=users')).toBeNull();
  });
});
