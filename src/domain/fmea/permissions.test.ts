import { describe, expect, it } from 'vitest';
import { fmeaPermissions, fmeaSettingsPermissions, mappingTemplatePermissions } from './permissions';

const owner = { id: 'u1', isAdmin: false };
const other = { id: 'u2', isAdmin: false };
const admin = { id: 'a1', isAdmin: true };

describe('fmeaPermissions', () => {
  it.each([
    ['owner', owner, 'u1', true],
    ['another user', other, 'u1', false],
    ['a Yönetici', admin, 'u1', true],
    ['nobody (realtime broadcast)', null, 'u1', false],
    ['a user, FMEA of a removed account', other, null, false],
    ['a Yönetici, FMEA of a removed account', admin, null, true],
  ] as const)('%s', (_who, viewer, ownerId, allowed) => {
    expect(fmeaPermissions(viewer, { ownerId })).toEqual({ edit: allowed, delete: allowed, plan: allowed });
  });
});

describe('fmeaSettingsPermissions', () => {
  it.each([
    [owner, false],
    [admin, true],
    [null, false],
  ])('%j edits: %s', (viewer, edit) => {
    expect(fmeaSettingsPermissions(viewer)).toEqual({ edit });
  });
});

describe('mappingTemplatePermissions', () => {
  it.each([
    ['its author', owner, 'u1', true],
    ['another user', other, 'u1', false],
    ['a Yönetici', admin, 'u1', true],
    ['nobody (broadcast)', null, 'u1', false],
    ['a user, template of a removed account', other, null, false],
    ['a Yönetici, template of a removed account', admin, null, true],
  ] as const)('%s', (_who, viewer, authorId, allowed) => {
    expect(mappingTemplatePermissions(viewer, { authorId })).toEqual({ edit: allowed, delete: allowed });
  });
});
