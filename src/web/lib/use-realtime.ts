import { useSyncExternalStore } from 'react';
import { realtime, type RealtimeSnapshot } from './realtime-client';

/** The live connection's state, presence and last event time, re-rendering on change. */
export function useRealtime(): RealtimeSnapshot {
  return useSyncExternalStore(realtime.subscribe, realtime.getSnapshot);
}
