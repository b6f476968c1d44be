import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop take other work (incoming requests, timers) before going on. The embedded
 * database runs on this thread and its promises resolve without leaving the current turn, so a loop
 * of queries would otherwise hold the whole server until it ends.
 */
export const yieldToEventLoop = (): Promise<void> => setImmediate();
