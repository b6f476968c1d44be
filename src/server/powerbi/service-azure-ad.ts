import { createHash } from 'node:crypto';
import { POWERBI_MESSAGES } from '../../domain/powerbi/contract';
import { errorJson, UpstreamRefusal, upstreamFetch } from './service-upstream-error';
import type { ServicePrincipal } from './service-settings-store';

const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** An Azure AD token is reused until this long before it expires (it lives about an hour). */
const AAD_MARGIN_MS = 5 * 60_000;
const MAX_CACHED = 8;
/**
 * While a principal's login fails, Azure AD is asked at most once per this long; the calls between
 * get the same refusal from memory. A wrong secret is not fixed by retrying, and every page view
 * (reports, embed token, the status card) would otherwise cost an outbound request. A changed
 * principal (a new secret) is another key and is tried at once.
 */
const AAD_FAILURE_BACKOFF_MS = 30_000;

/** Who the principal is (tenant, client, secret) as a hash: cache keys never hold the secret. */
export function principalKey(principal: ServicePrincipal): string {
  return createHash('sha256')
    .update(`${principal.tenantId}\n${principal.clientId}\n${principal.clientSecret}`)
    .digest('base64url');
}

/**
 * AADSTS codes → the cause in Turkish. 7000215 invalid secret, 7000222 expired secret, 700016 unknown
 * application, 90002/900023 unknown tenant. Anything else is reported as a general refusal.
 */
function aadMessage(codes: number[]): { message: string; code: string } {
  const has = (...wanted: number[]) => wanted.some((c) => codes.includes(c));
  if (has(7000215, 7000222)) return { message: POWERBI_MESSAGES.wrongSecret, code: 'invalid_client_secret' };
  if (has(700016)) return { message: POWERBI_MESSAGES.unknownClient, code: 'unknown_client' };
  if (has(90002, 900023)) return { message: POWERBI_MESSAGES.unknownTenant, code: 'unknown_tenant' };
  return { message: POWERBI_MESSAGES.aadRefused, code: codes.length ? `AADSTS${codes[0]}` : 'refused' };
}

/**
 * Azure AD's client-credentials grant: one form POST to `{authority}/{tenant}/oauth2/v2.0/token`.
 * (Not @azure/msal-node: it is not a dependency, and it insists on an https authority it discovers
 * itself, so it cannot be pointed at the loopback fake the tests use. See README.)
 * Tokens are cached per principal in this process until shortly before they expire, concurrent
 * callers share one request, and a refusal is remembered for `failureBackoffMs`.
 */
export class AzureAdClient {
  private readonly cache = new Map<string, { token: string; reuseUntil: number }>();
  private readonly inflight = new Map<string, Promise<string>>();
  private readonly failures = new Map<string, { refusal: UpstreamRefusal; retryAt: number }>();

  constructor(
    private readonly authorityUrl: string,
    private readonly timeoutMs: number,
    private readonly failureBackoffMs = AAD_FAILURE_BACKOFF_MS,
  ) {}

  async token(principal: ServicePrincipal): Promise<string> {
    const key = principalKey(principal);
    const hit = this.cache.get(key);
    if (hit && hit.reuseUntil > Date.now()) return hit.token;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const failed = this.failures.get(key);
    if (failed && failed.retryAt > Date.now())
      throw new UpstreamRefusal(failed.refusal.message, failed.refusal.detail);
    const request = this.request(principal).then(
      ({ token, expiresInSeconds }) => {
        this.failures.delete(key);
        if (this.cache.size >= MAX_CACHED) this.cache.clear();
        this.cache.set(key, { token, reuseUntil: Date.now() + expiresInSeconds * 1000 - AAD_MARGIN_MS });
        return token;
      },
      (error: unknown) => {
        if (error instanceof UpstreamRefusal) {
          if (this.failures.size >= MAX_CACHED) this.failures.clear();
          this.failures.set(key, { refusal: error, retryAt: Date.now() + this.failureBackoffMs });
        }
        throw error;
      },
    );
    this.inflight.set(key, request);
    try {
      return await request;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** Forgets the token of a principal that Power BI refused (it may have lost its access). */
  forget(principal: ServicePrincipal): void {
    this.cache.delete(principalKey(principal));
  }

  private async request(principal: ServicePrincipal): Promise<{ token: string; expiresInSeconds: number }> {
    const url = `${this.authorityUrl}/${encodeURIComponent(principal.tenantId)}/oauth2/v2.0/token`;
    let response: Response;
    try {
      response = await upstreamFetch(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: principal.clientId,
            client_secret: principal.clientSecret,
            scope: POWERBI_SCOPE,
          }).toString(),
        },
        this.timeoutMs,
      );
    } catch {
      // The fetch error may quote the request; none of it goes further.
      throw new UpstreamRefusal(POWERBI_MESSAGES.aadUnreachable, {
        service: 'azure_ad',
        status: null,
        code: 'unreachable',
      });
    }
    const body = await errorJson(response);
    if (!response.ok) {
      const codes = Array.isArray(body?.error_codes)
        ? body.error_codes.filter((c): c is number => typeof c === 'number')
        : [];
      const { message, code } = aadMessage(codes);
      throw new UpstreamRefusal(message, { service: 'azure_ad', status: response.status, code });
    }
    const token = body?.access_token;
    const expiresIn = Number(body?.expires_in);
    if (typeof token !== 'string' || token === '' || !Number.isFinite(expiresIn))
      throw new UpstreamRefusal(POWERBI_MESSAGES.aadRefused, {
        service: 'azure_ad',
        status: response.status,
        code: 'malformed_answer',
      });
    return { token, expiresInSeconds: expiresIn };
  }
}
