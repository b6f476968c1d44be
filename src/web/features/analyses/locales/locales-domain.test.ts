import { describe, expect, it } from 'vitest';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  PROCESS_TYPE_LABELS,
  REPORT_CATEGORY_FILTERS,
  REPORT_SORT_OPTIONS,
  SEVERITY_LABELS,
} from '../../../../domain/analyses/contract';
import { SIX_M } from '../../../../domain/analyses/knowledge/knowledge-entry';
import tr from './tr.json';

// The Turkish interface text of the enums is the contract's own labels (spec text), never a drifting copy.
describe('Turkish labels of the 8D screens equal the domain labels', () => {
  it.each([
    ['category', tr.enums.category, PROBLEM_CATEGORY_LABELS],
    ['severity', tr.enums.severity, SEVERITY_LABELS],
    ['department', tr.enums.department, DEPARTMENT_LABELS],
    ['processType', tr.enums.processType, PROCESS_TYPE_LABELS],
    ['sixM', tr.enums.sixM, SIX_M],
  ])('%s', (_name, text, labels) => {
    expect(text).toEqual(labels);
  });

  it('history filter and sort options', () => {
    expect(tr.filters.category).toEqual(
      Object.fromEntries(REPORT_CATEGORY_FILTERS.map((o) => [o.value, o.label])),
    );
    expect(tr.filters.sort).toEqual(Object.fromEntries(REPORT_SORT_OPTIONS.map((o) => [o.value, o.label])));
  });

  it('spec confidence labels and 8D titles', () => {
    expect(tr.confidence).toEqual({ high: 'Yüksek Güven', medium: 'Orta Güven', low: 'Düşük Güven' });
    expect(Object.keys(tr.eightD)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
  });
});
