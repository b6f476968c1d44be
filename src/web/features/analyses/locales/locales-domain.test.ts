import { describe, expect, it } from 'vitest';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  PROCESS_TYPE_LABELS,
  SEVERITY_LABELS,
  ZReportCategoryFilter,
  ZReportSort,
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

  // The spec's words for the history filter and sort options (only the screens show them).
  it('history filter and sort options', () => {
    expect(Object.keys(tr.filters.category)).toEqual(ZReportCategoryFilter.options);
    expect(Object.values(tr.filters.category)).toEqual([
      'Tümü',
      'Kalite',
      'Süreç',
      'Ekipman',
      'İnsan',
      'Malzeme',
      'Çevre',
    ]);
    expect(tr.filters.sort).toEqual({
      date: 'Tarihe Göre (En Yeni)',
      rating: 'Puana Göre (En Yüksek)',
      confidence: 'Güvene Göre (En Yüksek)',
    });
    expect(Object.keys(tr.filters.sort)).toEqual(ZReportSort.options);
  });

  it('spec confidence labels and 8D titles', () => {
    expect(tr.confidence).toEqual({ high: 'Yüksek Güven', medium: 'Orta Güven', low: 'Düşük Güven' });
    expect(Object.keys(tr.eightD)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8']);
  });
});
