import { useEffect } from 'react';
import type { useSearchParams } from './router';

const SEARCH_DEBOUNCE_MS = 300;

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * Writes the search box's text to the URL's `q` once typing pauses, replacing the history entry
 * (typing is not navigation); shared by the task list and the 8D history.
 */
export function useDebouncedSearchParam(searchText: string, urlSearch: string, setParams: SetParams): void {
  useEffect(() => {
    if (searchText.trim() === urlSearch) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (searchText.trim()) next.set('q', searchText.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, urlSearch, setParams]);
}
