// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTaskFilter } from '../../../../domain/tasks/contract';
import { renderWithClient, stubFetch } from '../../../lib/component-testing';
import '../tasks-mode';
import { TaskList } from './task-list';

afterEach(cleanup);

const list = (filter: TTaskFilter) =>
  renderWithClient(
    <TaskList
      filter={filter}
      today="2026-11-23"
      canModify={() => true}
      onOpen={vi.fn()}
      onMove={vi.fn()}
      moving={null}
    />,
  );

describe('task list: empty and failed states', () => {
  it('a fresh install says there are no tasks yet, not "change your search"', async () => {
    stubFetch(() => ({ tasks: [], total: 0 }));
    list({ sort: 'newest' });
    expect(await screen.findByText('Henüz görev yok')).toBeTruthy();
    expect(screen.queryByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toBeNull();
  });

  it('with a search, nothing found suggests changing it', async () => {
    stubFetch(() => ({ tasks: [], total: 0 }));
    list({ sort: 'newest', search: 'yok böyle' });
    expect(await screen.findByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toBeTruthy();
  });

  it('a load error has a human message and a retry that loads again', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? new Response('boom', { status: 500 })
          : new Response(JSON.stringify({ tasks: [], total: 0 }), { status: 200 });
      }),
    );
    list({ sort: 'newest' });
    expect((await screen.findByTestId('load-error')).textContent).toContain('Veri yüklenirken hata oluştu');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Henüz görev yok')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
