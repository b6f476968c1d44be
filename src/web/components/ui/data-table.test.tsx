// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

afterEach(cleanup);

describe('DataTable', () => {
  it('heads each column for screen readers and puts the rows in the body', () => {
    render(
      <DataTable
        testId="t"
        minWidth={700}
        columns={[
          { key: 'name', header: 'Ad' },
          { key: 'n', header: 'n', align: 'right' },
          { key: 'actions', header: <span className="sr-only">İşlemler</span> },
        ]}
      >
        <tr>
          <td>Çapak</td>
          <td>30</td>
          <td />
        </tr>
      </DataTable>,
    );
    const table = screen.getByTestId('t');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Ad', 'n', 'İşlemler']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.className).toContain('text-right');
    expect(within(table).getByRole('cell', { name: 'Çapak' }).closest('tbody')).not.toBeNull();
    expect(table.style.minWidth).toBe('700px');
  });

  it('scrolls in a positioned box, so absolutely placed labels cannot widen the page', () => {
    render(
      <DataTable testId="t" minWidth={1100} columns={[{ key: 'a', header: 'A' }]}>
        <tr>
          <td>x</td>
        </tr>
      </DataTable>,
    );
    const scroller = screen.getByTestId('t').parentElement;
    expect(scroller?.className).toMatch(/\brelative\b/);
    expect(scroller?.className).toMatch(/\boverflow-x-auto\b/);
  });
});
