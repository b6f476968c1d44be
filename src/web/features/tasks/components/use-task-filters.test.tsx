// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { filtersFromParams, useTaskFilters } from './use-task-filters';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const UUID = '6f1d2c3b-0000-4000-8000-000000000001';

function setup(path = '/work/tasks') {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const hook = renderHook(() => useTaskFilters(), { wrapper });
  return { location, hook };
}

describe('filtersFromParams', () => {
  it("opens on 'mine', newest, no filters", () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({
      filter: {
        scope: 'mine',
        status: 'all',
        priority: 'all',
        assignee: undefined,
        sort: 'newest',
        search: undefined,
      },
      view: 'list',
    });
  });

  it('reads every filter from the URL and falls back on values it cannot hold', () => {
    const ok = filtersFromParams(
      new URLSearchParams(
        `scope=all&q=%23spc&status=open&priority=high&assignee=${UUID}&sort=due&view=board`,
      ),
    );
    expect(ok).toEqual({
      filter: { scope: 'all', status: 'open', priority: 'high', assignee: UUID, sort: 'due', search: '#spc' },
      view: 'board',
    });
    const bad = filtersFromParams(
      new URLSearchParams('scope=others&status=bitti&priority=x&assignee=kimse&sort=random&view=grid&q=%20'),
    );
    expect(bad).toEqual(filtersFromParams(new URLSearchParams()));
  });
});

describe('useTaskFilters', () => {
  it('puts a scope change in the history and the other filters in place of the current entry', () => {
    const { location, hook } = setup();
    expect(hook.result.current.filter.scope).toBe('mine');
    expect(hook.result.current.filtering).toBe(false);

    act(() => hook.result.current.setScope('all'));
    expect(location.history.at(-1)).toBe('/work/tasks?scope=all');
    expect(location.history).toHaveLength(2);
    expect(hook.result.current.filter.scope).toBe('all');
    // Still no narrowing: the empty state must not suggest changing a search.
    expect(hook.result.current.filtering).toBe(false);

    act(() => hook.result.current.setFilter({ status: 'review', sort: 'priority' }));
    expect(location.history).toHaveLength(2);
    expect(location.history.at(-1)).toBe('/work/tasks?scope=all&status=review&sort=priority');
    expect(hook.result.current.filtering).toBe(true);

    // Back to the defaults: the URL drops them.
    act(() => hook.result.current.setFilter({ status: 'all', sort: 'newest' }));
    act(() => hook.result.current.setScope('mine'));
    expect(location.history.at(-1)).toBe('/work/tasks');
  });

  it('debounces the search box into ?q= and follows the URL when it changes', () => {
    vi.useFakeTimers();
    const { location, hook } = setup('/work/tasks?scope=created');
    act(() => hook.result.current.setSearchText('#spc Ali'));
    expect(location.history.at(-1)).toBe('/work/tasks?scope=created');
    act(() => vi.advanceTimersByTime(300));
    expect(location.history.at(-1)).toBe('/work/tasks?scope=created&q=%23spc+Ali');
    expect(hook.result.current.filter.search).toBe('#spc Ali');
    expect(hook.result.current.filtering).toBe(true);

    act(() => location.navigate('/work/tasks?scope=created&q=kalip'));
    expect(hook.result.current.searchText).toBe('kalip');
    expect(hook.result.current.filter.search).toBe('kalip');
  });

  it("keeps the table view in the URL ('Tablo') and drops the default list view", () => {
    const { location, hook } = setup('/work/tasks?scope=all');
    act(() => hook.result.current.setView('table'));
    expect(location.history.at(-1)).toBe('/work/tasks?scope=all&view=table');
    expect(location.history).toHaveLength(1);
    expect(hook.result.current.view).toBe('table');
    act(() => hook.result.current.setView('list'));
    expect(location.history.at(-1)).toBe('/work/tasks?scope=all');
  });

  it('opens a task as a history entry', () => {
    const { location, hook } = setup('/work/tasks?view=board');
    act(() => hook.result.current.openTask(UUID));
    expect(location.history.at(-1)).toBe(`/work/tasks?view=board&task=${UUID}`);
    expect(hook.result.current.view).toBe('board');
    expect(hook.result.current.openTaskId).toBe(UUID);
  });
});
