import { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP operation of the public API, written once: the server registers its route from this
 * object (`src/server/http/register-operation.ts`) and the browser calls it through the same object
 * (`callOperation` in `src/web/lib/api-client.ts`), so path, method, request and answer cannot drift.
 * `response` is the success body (`null` schema for 204); `binary` marks answers that are files.
 */
export interface Operation {
  readonly method: HttpMethod;
  /** Fastify syntax: `/api/tasks/:id`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  readonly tags: readonly string[];
  readonly summary?: string;
  /** The answer is a file (PDF, CSV…): `response` documents the JSON errors only. */
  readonly binary?: boolean;
  /**
   * The answer is a redirect the handler sends itself (single sign-on: to the provider, then back
   * to the app); `response` documents the JSON errors only.
   */
  readonly redirect?: boolean;
  /** Anonymous access: the route is public (login, sign-up, health…). Everything else needs a session. */
  readonly public?: boolean;
  /** Also reachable with a personal API token (`Authorization: Bearer`): the read-only feeds, nothing else. */
  readonly apiToken?: boolean;
  /**
   * Also answered to a signed-in account that awaits a Yönetici's approval (its own session: `me`,
   * logout). Every other private operation answers such an account 403 `approval_pending`.
   */
  readonly pendingAllowed?: boolean;
}

/** The answer of a `binary` operation: a file the browser receives as a Blob (PDF, CSV…). */
export const ZBinaryFile = z.instanceof(Blob).describe('Dosya (ör. application/pdf)');

/** Identity with the literal types kept, so `z.infer` of each part reaches both sides. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What the server's handler receives (parsed by the schemas). */
export interface ParsedInput<O extends Operation> {
  params: InferOr<O['params'], Record<string, never>>;
  query: InferOr<O['query'], Record<string, never>>;
  body: InferOr<O['body'], undefined>;
}

/** What a caller passes: the schemas' inputs, optional where the operation has none. */
export type CallInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: z.input<O['params']> }
  : { params?: undefined }) &
  (O['query'] extends z.ZodType ? { query: z.input<O['query']> } : { query?: undefined }) &
  (O['body'] extends z.ZodType ? { body: z.input<O['body']> } : { body?: undefined });

/** The success answer as the client reads it. */
export type OperationResult<O extends Operation> = z.infer<O['response']>;
/** The success answer as the server may return it (before the schema's defaults/transforms). */
export type OperationReturn<O extends Operation> = InputOr<O['response'], never>;

/** `/api/tasks/:id` + `{id}` → `/api/tasks/<encoded id>`; a missing parameter is a programming error. */
export function operationUrl(path: string, params: Record<string, unknown> = {}, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Operation ${path}: parameter '${name}' is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = queryString(query);
  return search ? `${filled}?${search}` : filled;
}

/** Query object → `a=1&b=x&tag=p&tag=q`; undefined, null and '' values are left out, arrays repeat. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return search.toString();
}
