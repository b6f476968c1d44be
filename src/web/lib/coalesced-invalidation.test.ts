import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedInvalidation } from './coalesced-invalidation';

function spiedClient() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  return { client, invalidate };
}

describe('coalescedInvalidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of calls into one invalidation of every key, after the delay', () => {
    const refresh = coalescedInvalidation(
      [
        ['a', 'lists'],
        ['a', 'stats'],
      ],
      300,
    );
    const { client, invalidate } = spiedClient();
    for (let i = 0; i < 10; i++) refresh(client);
    vi.advanceTimersByTime(299);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['a', 'lists'] }], [{ queryKey: ['a', 'stats'] }]]);
  });

  it('starts a new burst after the refetch', () => {
    const refresh = coalescedInvalidation([['a']], 300);
    const { client, invalidate } = spiedClient();
    refresh(client);
    vi.advanceTimersByTime(300);
    refresh(client);
    refresh(client);
    vi.advanceTimersByTime(300);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('keeps one timer per client', () => {
    const refresh = coalescedInvalidation([['a']], 300);
    const first = spiedClient();
    const second = spiedClient();
    refresh(first.client);
    refresh(second.client);
    vi.advanceTimersByTime(300);
    expect(first.invalidate).toHaveBeenCalledTimes(1);
    expect(second.invalidate).toHaveBeenCalledTimes(1);
  });
});
