// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFinding } from '../../../../../domain/audit/contract';
import '../../ai-auditor-mode';
import { documentOptions, filterFindings } from './finding-filter';
import { FindingsSection } from './findings-section';

const finding = (
  id: string,
  category: TFinding['category'],
  documentId: string | null,
  file: string | null,
): TFinding => ({
  id,
  category,
  title: `Bulgu ${id}`,
  description: 'Açıklama',
  iatfClause: '8.5.1.1',
  recommendation: 'Öneri',
  priority: 'high',
  documentType: 'fmea',
  ruleId: 'pfmea-detection-above-limit',
  evidence: { documentId, file, sheetOrPage: 'PFMEA', row: 12, cellText: '<b>D=9</b>' },
  source: 'rules',
});

const FINDINGS = [
  finding('f1', 'major', 'd1', 'PFMEA.xlsx'),
  finding('f2', 'minor', 'd2', 'Kontrol_Planı.xlsx'),
  finding('f3', 'major', 'd2', 'Kontrol_Planı.xlsx'),
  finding('f4', 'observation', null, null),
];

const titles = () => screen.queryAllByTestId('finding-title').map((el) => el.textContent);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('finding filters (pure)', () => {
  it.each([
    [{ category: null, document: null }, ['f1', 'f2', 'f3', 'f4']],
    [{ category: 'major', document: null }, ['f1', 'f3']],
    [{ category: null, document: 'd2' }, ['f2', 'f3']],
    [{ category: 'minor', document: 'd2' }, ['f2']],
    [{ category: 'observation', document: 'd1' }, []],
  ] as const)('%j → %j', (filter, ids) => {
    expect(filterFindings(FINDINGS, filter).map((f) => f.id)).toEqual(ids);
  });

  it('offers each document the findings point at, with its count', () => {
    expect(documentOptions(FINDINGS)).toEqual([
      { id: 'd1', name: 'PFMEA.xlsx', count: 1 },
      { id: 'd2', name: 'Kontrol_Planı.xlsx', count: 2 },
    ]);
  });
});

describe('Bulgular', () => {
  it('filters by category and document, keeps the filter in the URL and clears it', () => {
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'major' } });
    expect(titles()).toEqual(['Bulgu f1', 'Bulgu f3']);
    expect(window.location.search).toBe('?category=major');
    fireEvent.change(screen.getByLabelText('Doküman'), { target: { value: 'd2' } });
    expect(titles()).toEqual(['Bulgu f3']);
    expect(screen.getByTestId('findings-shown').textContent).toBe('1 / 4 bulgu gösteriliyor');
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'observation' } });
    expect(screen.getByText('Seçili filtrelere uyan bulgu yok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('reads the filter from a shared link; an unknown category shows everything', () => {
    window.history.replaceState(null, '', '/?category=minor&document=d2');
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toEqual(['Bulgu f2']);
    cleanup();
    window.history.replaceState(null, '', '/?category=bogus');
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toHaveLength(4);
  });

  it('shows clause, priority and evidence; quoted cell markup stays text', () => {
    render(<FindingsSection findings={FINDINGS.slice(0, 1)} taskOf={() => null} />);
    const card = screen.getByTestId('finding');
    expect(within(card).getByTestId('finding-clause').textContent).toBe('IATF 16949 madde 8.5.1.1');
    expect(within(card).getByTestId('finding-priority').textContent).toBe('Öncelik: Yüksek');
    expect(within(card).getByTestId('finding-cell-text').textContent).toBe('<b>D=9</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('12')).toBeTruthy();
  });

  it("offers 'Göreve Dönüştür' when allowed, and a link once the task exists", () => {
    const onToTask = vi.fn();
    render(
      <FindingsSection
        findings={FINDINGS.slice(0, 2)}
        taskOf={(f) => (f.id === 'f2' ? 'task-9' : null)}
        onToTask={onToTask}
      />,
    );
    const [first, second] = screen.getAllByTestId('finding') as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Göreve Dönüştür' }));
    expect(onToTask).toHaveBeenCalledWith(FINDINGS[0]);
    expect(within(second).queryByRole('button', { name: 'Göreve Dönüştür' })).toBeNull();
    expect(within(second).getByTestId('finding-task-link').getAttribute('href')).toBe(
      '/work/tasks?task=task-9',
    );
  });
});
