import { describe, expect, it } from 'vitest';
import { byRisk, type RiskRow } from './risk-order';

const row = (name: string, actionPriority: string, rpn: number, severity = 5): RiskRow => ({
  processStep: name,
  potentialFailure: name,
  effects: '',
  severity,
  rpn,
  actionPriority,
});

describe('byRisk', () => {
  it('orders by AP, then RPN, then severity, keeping ties in file order', () => {
    const rows = [
      row('a', 'L', 500),
      row('b', 'H', 90, 9),
      row('c', 'M', 200),
      row('d', 'H', 90, 10),
      row('e', 'H', 300),
      row('f', 'M', 200),
    ];
    expect(byRisk(rows).map((r) => r.processStep)).toEqual(['e', 'd', 'b', 'c', 'f', 'a']);
  });
});
