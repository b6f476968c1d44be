import { describe, expect, it } from 'vitest';
import { lineFieldChanges } from './line-changes';

describe('lineFieldChanges', () => {
  it('lists only the fields that changed, before → after as text, in the fields’ order', () => {
    const before = { severity: 8, occurrence: 5, actionStatus: 'planned', actionTaken: '' };
    const after = { actionTaken: 'Zımba değiştirildi', occurrence: 5, severity: 8, actionStatus: 'done' };
    expect(lineFieldChanges(before, after)).toEqual([
      { field: 'actionStatus', before: 'planned', after: 'done' },
      { field: 'actionTaken', before: '', after: 'Zımba değiştirildi' },
    ]);
  });

  it('treats null and a missing value as empty, and ignores fields the new state does not name', () => {
    expect(lineFieldChanges({ detection: null, severity: 9 }, { detection: 4 })).toEqual([
      { field: 'detection', before: '', after: '4' },
    ]);
    expect(lineFieldChanges({ occurrence: 3 }, { occurrence: null })).toEqual([
      { field: 'occurrence', before: '3', after: '' },
    ]);
  });
});
