import type { z } from 'zod';
import { ZApiError } from '../../domain/shared/api-error';
import {
  type CallInput,
  type Operation,
  type OperationResult,
  operationUrl,
} from '../../domain/shared/operation';

/** A failed API call, carrying the server's Turkish message and the field it concerns. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const NETWORK_ERROR = 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.';

/** fetch() on our own origin; an unreachable server becomes a Turkish ApiError (an abort stays an abort). */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR);
  }
}

/** The server's `{"error": {code, message, field}}` as an ApiError, or `fallback` when the body is not one. */
function failure(status: number, data: unknown, fallback: string): ApiError {
  const parsed = ZApiError.safeParse(data);
  if (!parsed.success) return new ApiError(status, 'http_error', fallback);
  const { code, message, field } = parsed.data.error;
  return new ApiError(status, code, message, field);
}

interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
}

/** JSON request to our own API (same origin, session cookie), typed by the shared zod schema. */
async function api<S extends z.ZodType>(path: string, options: RequestOptions<S> = {}): Promise<z.infer<S>> {
  const response = await send(path, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw failure(response.status, data, 'Veri yüklenirken hata oluştu');
  return (options.schema ? options.schema.parse(data) : data) as z.infer<S>;
}

/**
 * Calls one shared operation (`src/domain/<feature>/operations.ts`): the URL, method, body and the
 * answer's schema all come from the object the server's route is registered from.
 */
export function callOperation<O extends Operation>(
  operation: O,
  ...[input, signal]: Partial<CallInput<O>> extends CallInput<O>
    ? [input?: CallInput<O>, signal?: AbortSignal]
    : [input: CallInput<O>, signal?: AbortSignal]
): Promise<OperationResult<O>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: unknown; body?: unknown };
  const url = operationUrl(operation.path, { ...params }, query);
  return api(url, {
    method: operation.method,
    body,
    schema: operation.status === 204 ? undefined : operation.response,
    signal,
  }) as Promise<OperationResult<O>>;
}

/**
 * Calls an operation whose request is multipart/form-data (file uploads): the same URL, method and
 * answer schema as `callOperation`, the files in `form` (the JSON client cannot send files).
 */
export async function callMultipartOperation<O extends Operation>(
  operation: O,
  form: FormData,
  input: Omit<CallInput<O>, 'body'>,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<OperationResult<O>> {
  const { params, query } = input as { params?: object; query?: unknown };
  const response = await send(operationUrl(operation.path, { ...params }, query), {
    method: operation.method,
    body: form,
    signal,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failure(response.status, data, fallbackMessage);
  return operation.response.parse(data) as OperationResult<O>;
}

/** The URL of one call of an operation (for links and `<a download>`; calls go through `callOperation`). */
export function operationHref<O extends Operation>(operation: O, input?: CallInput<O>): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: unknown };
  return operationUrl(operation.path, { ...params }, query);
}

/**
 * Fetches the file a `binary` operation answers (a PDF…) before anything is saved, so a failure
 * shows the server's Turkish message instead of a downloaded error page.
 */
export async function fetchOperationFile<O extends Operation & { binary: true }>(
  operation: O,
  input: CallInput<O>,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; contentDisposition: string | null }> {
  const response = await send(operationHref(operation, input), { method: operation.method, signal });
  if (!response.ok) throw failure(response.status, await response.json().catch(() => null), fallbackMessage);
  return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition') };
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback = 'Veri yüklenirken hata oluştu'): string {
  return error instanceof ApiError ? error.message : fallback;
}
