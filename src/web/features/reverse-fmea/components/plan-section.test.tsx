// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFmea, TPlanExcludedRow, TPlanItem } from '../../../../domain/fmea/contract';
import type { TPlanTaskLink } from '../../../../domain/fmea/plan-output-contract';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../reverse-fmea-mode';
import { PlanSection } from './plan-section';

const item = (n: number, priority: string): TPlanItem => ({
  id: `item-${n}`,
  rowId: `row-${n}`,
  processStep: 'Enjeksiyon',
  originalFailure: `Hata ${n}`,
  // the server may one day send a priority the screen does not know: shown and counted as medium
  priority: priority as TPlanItem['priority'],
  timeline: '30 gün',
  timelineDays: 30,
  preventiveAction: 'Kalıp bakımı',
  monitoringMethod: 'SPC',
  responsibility: 'Kalıphane',
  successCriteria: 'O ≤ 3',
  severity: 7,
  occurrence: 6,
  detection: 5,
  rpn: 210,
  rpnBand: 'red',
  actionPriority: 'H',
  actionType: 'prevention',
  causeCategory: null,
  knowledgeEntry: null,
  target: { severity: 7, occurrence: 3, detection: 5, rpn: 105, actionPriority: 'M' },
  reason: 'O=6',
  source: 'rules',
});

const fmea = (
  items: TPlanItem[],
  excluded: TPlanExcludedRow[] = [],
): TFmea & { plan: NonNullable<TFmea['plan']> } => ({
  id: 'fmea-1',
  name: 'Kapak PFMEA',
  partOrProcess: '',
  ownerId: 'u1',
  ownerName: 'Kalite',
  sourceFileName: null,
  rowCount: items.length,
  planItemCount: items.length,
  planGeneratedAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  version: 1,
  can: { edit: true, delete: true, plan: true },
  plan: {
    items,
    excluded,
    generatedAt: '2026-11-24T08:00:00.000Z',
    aiProvider: null,
    aiFallback: null,
    stale: false,
  },
});

const link = (itemId: string): TPlanTaskLink => ({
  itemId,
  rowId: 'row',
  taskId: `task-${itemId}`,
  title: 'Görev',
  status: 'todo',
  priority: 'high',
  dueDate: '2026-12-24',
  assigneeName: 'Ayşe',
  createdAt: '2026-11-24T08:00:00.000Z',
});

/** 2 high, 3 medium (one of them an unknown priority), 1 low; items 1 and 4 already became tasks. */
const SMALL = [
  item(1, 'high'),
  item(2, 'medium'),
  item(3, 'low'),
  item(4, 'high'),
  item(5, 'acil'),
  item(6, 'medium'),
];

function renderPlan(items: TPlanItem[], links: TPlanTaskLink[] = [], excluded: TPlanExcludedRow[] = []) {
  stubFetch(({ url }) => (url.endsWith('/plan/tasks') ? { links } : null));
  return renderWithClient(<PlanSection fmea={fmea(items, excluded)} />);
}

const shownIds = () => screen.getAllByTestId('plan-card').map((c) => c.id.replace('plan-item-', ''));

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('rows left out of the plan (issue 23 §6)', () => {
  it('lists each incomplete row with its flag and the reason naming what is missing', () => {
    renderPlan(
      SMALL.slice(0, 1),
      [],
      [
        {
          rowId: 'row-109',
          processStep: 'Op 30 Montaj',
          potentialFailure: 'Vida eksik',
          missing: ['occurrence', 'detection'],
          reason: '…',
        },
      ],
    );
    const box = screen.getByTestId('plan-excluded');
    expect(box.textContent).toContain('Plana alınmayan satırlar (1)');
    const row = within(box).getByTestId('plan-excluded-row');
    expect(row.textContent).toContain('Op 30 Montaj — Vida eksik');
    expect(within(row).getByTestId('plan-excluded-flag').textContent).toBe('Eksik derecelendirme');
    expect(within(row).getByTestId('plan-excluded-reason').textContent).toBe(
      'Eksik derecelendirme: Olasılık (O) ve Tespit (D) girilmemiş; satır tamamlanınca (FMEA’yı düzenleyip) plana alınır.',
    );
  });

  it('shows nothing when every row is in the plan', () => {
    renderPlan(SMALL.slice(0, 1));
    expect(screen.queryByTestId('plan-excluded')).toBeNull();
  });
});

describe('plan overview', () => {
  it('counts the items per priority (unknown as medium) and the ones already turned into tasks', async () => {
    renderPlan(SMALL, [link('item-1'), link('item-4'), link('item-4')]);
    expect(screen.getByTestId('plan-chip-all').textContent).toBe('Tümü (6)');
    expect(screen.getByTestId('plan-chip-high').textContent).toBe('Yüksek (2)');
    expect(screen.getByTestId('plan-chip-medium').textContent).toBe('Orta (3)');
    expect(screen.getByTestId('plan-chip-low').textContent).toBe('Düşük (1)');
    await waitFor(() =>
      expect(screen.getByTestId('plan-task-count').textContent).toBe('Göreve dönüşen: 2 / 6'),
    );
  });

  it('filters the cards with toggle chips', () => {
    renderPlan(SMALL);
    const high = screen.getByRole('button', { name: 'Yüksek (2)' });
    expect(high.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('plan-chip-all').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('plan-chip-all').getAttribute('aria-pressed')).toBe('false');
    expect(shownIds()).toEqual(['item-1', 'item-4']);
    fireEvent.click(screen.getByTestId('plan-chip-medium'));
    expect(shownIds()).toEqual(['item-2', 'item-5', 'item-6']);
    // the pressed chip pressed again shows everything
    fireEvent.click(screen.getByTestId('plan-chip-medium'));
    expect(shownIds()).toHaveLength(6);
    // the plan's own count stays the total
    expect(screen.getByText(/6 aksiyon/)).toBeTruthy();
  });

  it("'Tümünü seç' selects the items of the current filter, and the button counts the selection", () => {
    renderPlan(SMALL);
    fireEvent.click(screen.getByTestId('plan-chip-high'));
    fireEvent.click(screen.getByLabelText('Tümünü seç'));
    expect(screen.getByTestId('to-tasks').textContent).toBe('Seçilenleri Göreve Dönüştür (2)');
    fireEvent.click(screen.getByTestId('plan-chip-all'));
    const checked = screen
      .getAllByTestId('plan-card')
      .filter((c) => within(c).getByRole<HTMLInputElement>('checkbox').checked)
      .map((c) => c.id);
    expect(checked).toEqual(['plan-item-item-1', 'plan-item-item-4']);
    expect(screen.getByTestId<HTMLInputElement>('plan-select-all').checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Seç: Hata 3'));
    expect(screen.getByTestId('to-tasks').textContent).toBe('Seçilenleri Göreve Dönüştür (3)');
    // unticking under a filter drops only that filter's items
    fireEvent.click(screen.getByTestId('plan-chip-high'));
    fireEvent.click(screen.getByLabelText('Tümünü seç'));
    expect(screen.getByTestId('to-tasks').textContent).toBe('Seçilenleri Göreve Dönüştür (1)');
  });
});

describe('long plans', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => item(i + 1, ['high', 'medium', 'low'][i % 3] ?? 'high'));

  it('mounts 50 cards at first and 50 more per click', () => {
    renderPlan(many(120));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(50);
    expect(screen.getByTestId('plan-more').textContent).toBe('Daha fazla göster (70 kaldı)');
    fireEvent.click(screen.getByTestId('plan-more'));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(100);
    fireEvent.click(screen.getByTestId('plan-more'));
    expect(screen.getAllByTestId('plan-card')).toHaveLength(120);
    expect(screen.queryByTestId('plan-more')).toBeNull();
  });

  it('a 10 000-item plan mounts no more than 50 cards', () => {
    renderPlan(many(10_000));
    expect(document.querySelectorAll('[data-testid="plan-card"]').length).toBeLessThanOrEqual(50);
    expect(screen.getByTestId('plan-chip-all').textContent).toBe('Tümü (10000)');
    expect(screen.getByTestId('plan-more').textContent).toBe('Daha fazla göster (9950 kaldı)');
  });

  it("a task's link to a card beyond the first 50 shows the card and scrolls to it", () => {
    window.location.hash = '#plan-item-item-180';
    renderPlan(many(200));
    const card = document.getElementById('plan-item-item-180');
    expect(card).not.toBeNull();
    expect(screen.getByTestId('plan-chip-all').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('plan-card')).toHaveLength(180);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(card);
  });

  it('a link followed while another priority is shown resets the filter to reach the card', async () => {
    renderPlan(many(200));
    fireEvent.click(screen.getByTestId('plan-chip-low'));
    expect(document.getElementById('plan-item-item-181')).toBeNull();
    act(() => {
      window.location.hash = '#plan-item-item-181'; // a high item, the 61st of all
    });
    await waitFor(() => expect(document.getElementById('plan-item-item-181')).not.toBeNull());
    expect(screen.getByTestId('plan-chip-all').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('plan-card')).toHaveLength(181);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
