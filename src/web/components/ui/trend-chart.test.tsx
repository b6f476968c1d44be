// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendChart, weekLabel } from './trend-chart';

afterEach(cleanup);

const rows = [
  { weekStart: '2026-01-05', label: weekLabel('2026-01-05', 'tr-TR'), created: 3, overdue: 1 },
  { weekStart: '2026-01-12', label: weekLabel('2026-01-12', 'tr-TR'), created: 0, overdue: 2 },
];
const created = { key: 'created', name: 'Açılan', color: '#94a3b8' };
const overdue = { key: 'overdue', name: 'Geciken', color: '#dc2626' };

describe('TrendChart', () => {
  it('labels a plant week by its Monday in tr-TR, the same in every time zone', () => {
    expect(weekLabel('2026-01-05', 'tr-TR')).toBe('5 Oca');
    expect(weekLabel('2026-12-28', 'tr-TR')).toBe('28 Ara');
  });

  it('carries every week and series in the hidden table, with the feature’s own cells', () => {
    render(
      <TrendChart
        rows={rows}
        bars={[created]}
        line={overdue}
        table={{
          testId: 'trend',
          caption: 'Haftalık eğilim',
          weekHeader: 'Hafta',
          weekCell: (w) => <a href={`/w/${w.weekStart}`}>{w.label}</a>,
          columns: [
            { header: created.name, cell: (w) => w.created },
            { header: overdue.name, cell: (w) => w.overdue },
          ],
        }}
      />,
    );
    const table = screen.getByTestId('trend');
    expect(within(table).getByText('Haftalık eğilim').tagName).toBe('CAPTION');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Hafta', 'Açılan', 'Geciken']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => r.textContent)).toEqual(['5 Oca31', '12 Oca02']);
    expect(within(table).getByRole('link', { name: '12 Oca' }).getAttribute('href')).toBe('/w/2026-01-12');
  });

  it('shows the empty state instead of the chart when there are no weeks', () => {
    render(
      <TrendChart
        rows={[]}
        bars={[created]}
        line={overdue}
        table={{ testId: 'trend', caption: 'x', weekHeader: 'Hafta', columns: [] }}
        empty={<p>Henüz veri yok</p>}
      />,
    );
    expect(screen.getByText('Henüz veri yok')).toBeTruthy();
    expect(screen.queryByTestId('trend')).toBeNull();
  });
});
