import { describe, expect, it } from 'vitest';
import { apLookup } from './ap-table';
import { successCriteriaText, successTarget } from './success-target';

const ap = apLookup();

describe('successTarget', () => {
  it.each([
    // S, O, D, actions, expected O, D, AP
    [10, 7, 8, ['design', 'detection', 'prevention'], 2, 3, 'L'],
    [7, 8, 3, ['prevention'], 3, 3, 'L'],
    [7, 3, 8, ['detection'], 3, 4, 'L'],
    [8, 5, 8, ['detection'], 5, 4, 'M'],
    [8, 6, 6, ['prevention', 'detection'], 3, 4, 'L'],
    [5, 4, 3, ['prevention'], 3, 3, 'L'],
    [2, 1, 1, ['prevention'], 1, 1, 'L'],
    // detection alone would leave S=9 O=8 D=4 at H: the plan tightens O as well
    [9, 8, 8, ['detection'], 3, 4, 'L'],
    [10, 10, 10, ['prevention'], 3, 4, 'L'],
  ] as const)('S=%i O=%i D=%i with %j → O≤%i D≤%i (AP %s)', (s, o, d, actions, to, td, tap) => {
    const target = successTarget({ severity: s, occurrence: o, detection: d }, actions, ap);
    expect(target).toEqual({
      severity: s,
      occurrence: to,
      detection: td,
      rpn: s * to * td,
      actionPriority: tap,
    });
  });

  it('never leaves a target at AP H, for every S/O/D and any action', () => {
    for (let s = 1; s <= 10; s++)
      for (let o = 1; o <= 10; o++)
        for (let d = 1; d <= 10; d++) {
          const target = successTarget({ severity: s, occurrence: o, detection: d }, ['detection'], ap);
          expect(target.actionPriority).not.toBe('H');
          expect(target.occurrence).toBeLessThanOrEqual(o);
          expect(target.detection).toBeLessThanOrEqual(d);
        }
  });
});

describe('successCriteriaText', () => {
  it('states S/O/D after the action, AP no longer H and the RPN target', () => {
    const target = successTarget({ severity: 7, occurrence: 3, detection: 8 }, ['detection'], ap);
    expect(successCriteriaText({ rpn: 168, actionPriority: 'H' }, target, 'detection')).toBe(
      'Aksiyon sonrası hedef: S=7, O≤3, D≤4; AP H → L (artık H değil); RPN 168 → ≤ 84; Gauge R&R ≤ %10, müşteriye kaçan hata 0.',
    );
  });

  it('a low row keeps its level', () => {
    const target = successTarget({ severity: 2, occurrence: 1, detection: 1 }, ['prevention'], ap);
    expect(successCriteriaText({ rpn: 2, actionPriority: 'L' }, target, 'prevention')).toContain(
      'AP L → L; RPN 2 aşılmaz',
    );
  });
});
