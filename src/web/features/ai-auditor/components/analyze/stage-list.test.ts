import { describe, expect, it } from 'vitest';
import type { TAuditProgress } from '../../../../../domain/audit/contract';
import { stageStates } from './stage-list';

const progress = (
  stage: TAuditProgress['stage'],
  state: TAuditProgress['state'],
  completed: number,
): TAuditProgress => ({
  stage,
  state,
  completed,
  total: 5,
});

describe('the five progress lines follow the job', () => {
  it.each([
    ['queued', null, false, ['pending', 'pending', 'pending', 'pending', 'pending']],
    [
      'reading',
      progress('reading', 'running', 0),
      false,
      ['running', 'pending', 'pending', 'pending', 'pending'],
    ],
    [
      'reading done',
      progress('reading', 'done', 1),
      false,
      ['done', 'pending', 'pending', 'pending', 'pending'],
    ],
    ['PFMEA checks', progress('pfmea', 'running', 3), false, ['done', 'done', 'done', 'running', 'pending']],
    ['linkage done', progress('linkage', 'done', 5), false, ['done', 'done', 'done', 'done', 'done']],
    ['finished audit', null, true, ['done', 'done', 'done', 'done', 'done']],
  ] as const)('%s', (_name, p, finished, expected) => {
    expect(Object.values(stageStates(p, finished))).toEqual(expected);
  });
});
