// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TASK_STATUSES, type TTask, type TTaskStatus } from '../../../../domain/tasks/contract';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../tasks-mode';
import { TaskBoard } from './task-board';
import { aTask } from './task-fixture';

const task = (id: string, title: string, status: TTaskStatus): TTask => aTask({ id, title, status });
const TASKS = [task('a', 'Kalıp bakımı', 'todo'), task('b', 'PPAP dosyası', 'in_progress')];

// jsdom has no layout: the four columns side by side (300 px apart), each card near its column's top,
// so dnd-kit's keyboard sensor finds the columns where the board's arrow keys send the card.
beforeAll(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
    const column = this.closest('[data-testid^="column-"]');
    const index = column
      ? TASK_STATUSES.indexOf(column.getAttribute('data-testid')!.slice(7) as TTaskStatus)
      : 0;
    const left = index * 300;
    const box =
      column === this
        ? { left, top: 0, width: 280, height: 600 }
        : { left: left + 10, top: 60, width: 260, height: 120 };
    return {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    } as DOMRect;
  });
});
beforeEach(() => {
  stubFetch(({ url }) => {
    const status = new URL(url, 'http://x').searchParams.get('status');
    const tasks = TASKS.filter((t) => t.status === status);
    return { tasks, nextCursor: null, total: { count: tasks.length, capped: false } };
  });
});
afterEach(cleanup);

function board() {
  const onMove = vi.fn();
  const onRefused = vi.fn();
  renderWithClient(
    <TaskBoard
      filter={{ sort: 'newest' }}
      today="2026-11-23"
      canModify={() => true}
      onOpen={vi.fn()}
      onMove={onMove}
      onRefused={onRefused}
      moving={null}
    />,
  );
  return { onMove, onRefused };
}
const key = async (code: string) => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((r) => setTimeout(r, 10));
  });
};

describe('task board', () => {
  it('renders the four status columns with their tasks', async () => {
    board();
    expect(await screen.findByText('Kalıp bakımı')).toBeTruthy();
    expect(screen.getAllByRole('region').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Yapılacak',
      'Devam Ediyor',
      'İncelemede',
      'Tamamlandı',
    ]);
    expect(within(screen.getByTestId('column-in_progress')).getByText('PPAP dosyası')).toBeTruthy();
    expect(within(screen.getByTestId('column-review')).queryAllByTestId('drag-handle')).toHaveLength(0);
  });

  it('moves a card one column by keyboard (Space, →, Space) and calls the move', async () => {
    const { onMove, onRefused } = board();
    await screen.findByText('Kalıp bakımı');
    const grip = within(screen.getByTestId('column-todo')).getByTestId('drag-handle');
    grip.focus();
    await key('Space');
    await key('ArrowRight');
    await key('Space');
    expect(onRefused).not.toHaveBeenCalled();
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toMatchObject({ id: 'a' });
    expect(onMove.mock.calls[0]?.[1]).toBe('in_progress');
  });

  it('refuses a drop that skips a step, with the reason', async () => {
    const { onMove, onRefused } = board();
    await screen.findByText('Kalıp bakımı');
    within(screen.getByTestId('column-todo')).getByTestId('drag-handle').focus();
    await key('Space');
    await key('ArrowRight');
    await key('ArrowRight');
    await key('Space');
    expect(onMove).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(expect.stringContaining('"Yapılacak" durumundan "İncelemede"'));
  });
});
