// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHistoryFilters } from './use-history-filters';

const search = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useHistoryFilters: the history filters live in the URL', () => {
  it('reads the URL and falls back on unknown values', () => {
    window.history.replaceState(null, '', '/8d/history?q=%C3%A7apak&category=bogus&sort=rating');
    const { result } = renderHook(() => useHistoryFilters());
    expect(result.current.filters).toEqual({
      search: 'çapak',
      category: 'all',
      from: '',
      to: '',
      sort: 'rating',
    });
    expect(result.current.searchText).toBe('çapak');
  });

  it('debounces typing before it reaches the URL (300 ms), trimmed; clearing removes q', () => {
    window.history.replaceState(null, '', '/8d/history');
    const { result } = renderHook(() => useHistoryFilters());
    act(() => result.current.setSearchText('  kırışıklık '));
    act(() => vi.advanceTimersByTime(299));
    expect(search().get('q')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(search().get('q')).toBe('kırışıklık');
    expect(result.current.filters.search).toBe('kırışıklık');
    act(() => result.current.setSearchText(''));
    act(() => vi.advanceTimersByTime(300));
    expect(search().has('q')).toBe(false);
  });

  it('category and sort: the default value leaves the URL clean', () => {
    window.history.replaceState(null, '', '/8d/history');
    const { result } = renderHook(() => useHistoryFilters());
    act(() => result.current.setCategory('süreç'));
    act(() => result.current.setSort('rating'));
    expect(search().get('category')).toBe('süreç');
    expect(result.current.filters).toMatchObject({ category: 'süreç', sort: 'rating' });
    expect(search().get('sort')).toBe('rating');
    act(() => result.current.setCategory('all'));
    act(() => result.current.setSort('date'));
    expect(window.location.search).toBe('');
  });

  it('created from/to: whole dates reach the URL, a half-typed or invalid one does not', () => {
    window.history.replaceState(null, '', '/8d/history?from=2026-11-16&to=nonsense');
    const { result } = renderHook(() => useHistoryFilters());
    expect(result.current.filters).toMatchObject({ from: '2026-11-16', to: '' });
    act(() => result.current.setTo('2026-11-2'));
    expect(search().get('to')).toBe('nonsense');
    act(() => result.current.setTo('2026-11-22'));
    expect(search().get('to')).toBe('2026-11-22');
    act(() => result.current.setFrom(''));
    expect(search().has('from')).toBe(false);
  });
});
