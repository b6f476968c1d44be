import { useEffect } from 'react';
import { useUserConfig } from '../api/user-config';

/** The server's POWERBI_LOAD_TIMEOUT_SECONDS, before its answer the documented default. */
const DEFAULT_LOAD_TIMEOUT_MS = 30_000;

export function useLoadTimeoutMs(): number {
  return useUserConfig().data?.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
}

/**
 * Calls `onTimeout` when a report frame has been loading for `ms` without a loaded, rendered or error
 * event. Offline plants and firewalls that drop app.powerbi.com give no event at all: without this the
 * spinner would turn for ever. A new attempt (`attempt`) or the end of loading starts the wait over.
 */
export function useLoadTimeout(loading: boolean, ms: number, attempt: number, onTimeout: () => void): void {
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(onTimeout, ms);
    return () => clearTimeout(timer);
    // onTimeout is a fresh closure each render; the wait depends on the state, not on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, ms, attempt]);
}
