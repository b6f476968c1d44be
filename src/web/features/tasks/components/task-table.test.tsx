// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTask, TTaskFilter } from '../../../../domain/tasks/contract';
import { renderWithClient, sentBodies, stubFetch } from '../../../lib/component-testing';
import { changeLanguage } from '../../../lib/i18n';
import '../tasks-mode';
import { aTask } from './task-fixture';
import { TaskTable } from './task-table';

afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const task = (id: string, patch: Partial<TTask> = {}): TTask =>
  aTask({ id, status: 'in_progress', completedHours: 2.5, tags: ['spc'], ...patch });
const USERS = {
  users: [
    {
      id: 'u1',
      username: 'ayse',
      fullName: 'Ayşe Kaya',
      role: 'Kalite Mühendisi',
      position: 'Kalite Mühendisi',
      department: 'Kalite',
      active: true,
      approved: true,
      can: { changeRole: false, deactivate: false, reactivate: false, approve: false },
    },
  ],
};
const page = (tasks: TTask[], nextCursor: string | null = null) => ({
  tasks,
  nextCursor,
  total: { count: tasks.length, capped: false },
});

/** Serves the user directory and, per `?cursor=`, a page of tasks. */
function serve(pages: Record<string, ReturnType<typeof page>>) {
  return stubFetch(({ url }) => {
    if (url.startsWith('/api/users')) return USERS;
    return pages[new URL(url, 'http://x').searchParams.get('cursor') ?? ''];
  });
}

const headers = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .join(' | ');

const table = (filter: TTaskFilter = { sort: 'newest' }, onOpen = vi.fn()) => {
  renderWithClient(
    <TaskTable filter={filter} filtering={Boolean(filter.search)} today="2026-11-23" onOpen={onOpen} />,
  );
  return onOpen;
};

describe('task table', () => {
  it('is a semantic table: column headers, one row per task with the card’s facts', async () => {
    serve({
      '': page([
        task('a', { title: 'Kalıp bakımı' }),
        task('b', {
          title: 'Gecikmiş PPAP',
          dueDate: '2026-11-20',
          status: 'todo',
          priority: 'critical',
          tags: ['ppap', 'müşteri', 'k-204', 'acil'],
        }),
      ]),
    });
    table();
    expect(await headers()).toBe('Öncelik | Görev | Durum | Sorumlu | Bitiş | İlerleme | Etiketler');
    for (const th of screen.getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    const rows = screen.getAllByTestId('task-row');
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole('rowheader').textContent).toBe('Kalıp bakımı');
    expect(first.getByText('Yüksek')).toBeTruthy();
    expect(first.getByTestId('status-badge').textContent).toBe('Devam Ediyor');
    // The position and department come from the user directory, as on the cards.
    expect((await first.findByTestId('assignee-position')).textContent).toBe(' · Kalite Mühendisi · Kalite');
    expect(first.getByText('1 Ara 2026')).toBeTruthy();
    expect(first.getByText('2,5 / 8 saat')).toBeTruthy();
    expect(first.getByRole('progressbar').getAttribute('aria-label')).toBe('İlerleme %31');
    expect(first.getByText('#spc')).toBeTruthy();
    expect(first.queryByTestId('overdue-badge')).toBeNull();

    // Past its due date and not done: the date is red and says so, as the card does.
    const late = within(rows[1]!);
    expect(late.getByTestId('overdue-badge').textContent).toBe('Gecikmiş');
    expect(late.getByTestId('task-row-due').className).toContain('text-red-700');
    expect(late.getByText('Kritik')).toBeTruthy();
    expect(late.getByTestId('status-badge').textContent).toBe('Yapılacak');
    // Two tags and '+2' keep the row one line; the rest are named for screen readers and on hover.
    const tags = late.getByRole('list', { name: 'Etiketler' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#ppap', '#müşteri', '+2#k-204 #acil']);
    expect(within(tags).getByTitle('#k-204 #acil')).toBeTruthy();
  });

  it('opens a task once from its title button (keyboard) or anywhere on its row (mouse)', async () => {
    serve({ '': page([task('a', { title: 'Kalıp bakımı' })]) });
    const onOpen = table();
    const open = await screen.findByRole('button', { name: 'Görevi aç: Kalıp bakımı' });
    // Enter on a focused <button> is a click: the button is what Tab reaches.
    open.focus();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith('a');
    fireEvent.click(within(screen.getByTestId('task-row')).getByText('2,5 / 8 saat'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("loads the next page after the last one's cursor, as the list does", async () => {
    const spy = serve({ '': page([task('a')], 'cur-1'), 'cur-1': page([task('b')]) });
    table();
    await screen.findByText('Görev a');
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText('Görev b')).toBeTruthy();
    expect(screen.getAllByTestId('task-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
    expect(spy.mock.calls.some(([url]) => String(url).includes('cursor=cur-1'))).toBe(true);
    expect(sentBodies(spy, 'POST', '/api')).toEqual([]);
  });

  it('has the empty states of the list', async () => {
    serve({ '': page([]) });
    table({ sort: 'newest', scope: 'mine' });
    expect(await screen.findByText('Size atanmış görev yok')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    table({ sort: 'newest', search: 'yok böyle' });
    expect(await screen.findByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toBeTruthy();
  });

  it('speaks English: headers, dates and hours', async () => {
    await act(() => changeLanguage('en'));
    serve({ '': page([task('a')]) });
    table();
    expect(await headers()).toBe('Priority | Task | Status | Assignee | Due | Progress | Tags');
    expect(screen.getByText('1 Dec 2026')).toBeTruthy();
    expect(screen.getByText('2.5 / 8 hours')).toBeTruthy();
  });
});
