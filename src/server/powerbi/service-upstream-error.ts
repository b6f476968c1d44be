import { POWERBI_ERROR_CODES, POWERBI_MESSAGES } from '../../domain/powerbi/contract';
import { AppError } from '../http/app-error';

/** Azure AD or Power BI refused or did not answer: 502 with a Turkish message that names the cause. */
export class UpstreamRefusal extends AppError {
  constructor(
    message: string,
    /** For the log: which service and what it said, as a code (never a body, never the secret). */
    readonly detail: { service: 'azure_ad' | 'powerbi'; status: number | null; code: string },
  ) {
    super(502, POWERBI_ERROR_CODES.upstream, message);
  }
}

/** A workspace other than the one a Yönetici configured: the service principal is not lent out for it. */
export const workspaceNotAllowed = () =>
  new AppError(403, POWERBI_ERROR_CODES.workspaceNotAllowed, POWERBI_MESSAGES.workspaceNotAllowed);

export const notConfigured = () =>
  new AppError(409, POWERBI_ERROR_CODES.notConfigured, POWERBI_MESSAGES.notConfigured);

/** Outbound calls never wait longer than this (Azure AD and Power BI usually answer in < 1 s). */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** fetch with the timeout, no redirects (a redirect would carry the secret or token elsewhere). */
export async function upstreamFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  return fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
}

/** The JSON body of an error answer, or null (Power BI sometimes answers 401 with an empty body). */
export async function errorJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
