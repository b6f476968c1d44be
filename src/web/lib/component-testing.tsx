import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Component tests only: renders inside a fresh TanStack Query client (no retries, no shared cache). */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** jsdom has <dialog> but not its methods; these do what the browser does for the parts tested. */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

type Route = (request: { method: string; url: string; body: unknown }) => unknown;

/** A route's answer that is the API's refusal: `{"error": {code, message, field}}` with this status. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error: { code: string; message: string; field?: string },
  ) {}
}

/**
 * Answers the API client's fetch calls from `route` (its return value is the JSON body, status 200,
 * or a Refusal);
 * returns the spy so a test can read what was sent.
 */
export function stubFetch(route: Route) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = route({ method, url, body });
    if (answer instanceof Refusal)
      return new Response(JSON.stringify({ error: answer.error }), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify(answer ?? null), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The JSON bodies sent with `method` to URLs starting with `prefix`. */
export function sentBodies(spy: ReturnType<typeof stubFetch>, method: string, prefix: string): unknown[] {
  return spy.mock.calls
    .filter(([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
