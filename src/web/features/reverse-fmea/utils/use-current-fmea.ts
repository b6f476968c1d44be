import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from '../../../lib/router';

const KEY = 'kalite.reverseFmea.current';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, id);
  } catch {
    // private mode without storage: the URL still carries the FMEA
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The FMEA the mode works on. A shared link names it (`?fmea=<id>`); otherwise the last one opened in
 * this browser tab, so switching between the mode's tabs keeps the plan below them.
 */
export function useCurrentFmea(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const raw = params.get('fmea');
  const fromUrl = raw && /^[0-9a-f-]{36}$/i.test(raw) ? raw : null;
  // a link wins once: it becomes the tab's current FMEA
  useEffect(() => {
    if (fromUrl && fromUrl !== read()) write(fromUrl);
  }, [fromUrl]);
  const set = useCallback(
    (next: string | null) => {
      write(next);
      if (fromUrl && fromUrl !== next) {
        setParams(
          (old) => {
            const copy = new URLSearchParams(old);
            copy.delete('fmea');
            return copy;
          },
          { replace: true },
        );
      }
    },
    [fromUrl, setParams],
  );
  return [fromUrl ?? stored, set];
}
