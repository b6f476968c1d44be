import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TOidcErrorCode } from '../../domain/auth/oidc';
import type { Db } from '../db/database';
import { oidcLogins } from '../db/schema-oidc';
import { isLoopbackHost } from '../loopback-host';
import type { OidcConfig } from '../auth-kit/oidc-config';
import { reserveAttempt, type ThrottleRule } from './throttle-counter';

/** How long a started sign-in may take at the provider before its callback is refused. */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;

/**
 * Sign-ins started per address: generous (a shift signing in behind one NAT address), but a script
 * cannot fill `oidc_logins` with rows.
 * @internal
 */
export const OIDC_START_RULE = {
  kind: 'window',
  scope: 'oidc_start_address',
  limit: 300,
  windowMs: OIDC_LOGIN_TTL_MS,
} satisfies ThrottleRule;

/** A sign-in that failed for a reason the login screen explains (the code, never the provider's text). */
export class OidcFailure extends Error {
  constructor(
    readonly code: TOidcErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

/** The identity the provider vouched for, from the verified ID token. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  name: string | undefined;
  groups: string[];
}

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * The OpenID Connect client of one installation: discovery once (retried after a failure, so the
 * server starts while the provider is unreachable), then code flow with PKCE, state and nonce.
 */
export class OidcFlow {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly config: OidcConfig,
    private readonly db: Db,
  ) {}

  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(new URL(this.config.issuer), this.config.clientId, this.config.clientSecret, undefined, {
        // Plain http only to a provider on this machine (tests); the config refuses it elsewhere.
        execute: isLoopbackHost(new URL(this.config.issuer).hostname) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw new OidcFailure('provider_error', { cause: error });
      });
    return this.discovered;
  }

  /** Starts a sign-in: the provider's URL to redirect to, and the id for the browser's cookie. */
  async start(address: string): Promise<{ url: string; browserId: string }> {
    // Each start stores a row for an anonymous caller: counted per address before anything is written.
    if (!(await reserveAttempt(this.db, OIDC_START_RULE, address)).allowed)
      throw new OidcFailure('too_many_attempts');
    const configuration = await this.configuration();
    const browserId = randomBytes(32).toString('base64url');
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, new Date()));
    await this.db.insert(oidcLogins).values({
      id: hashId(browserId),
      state,
      nonce,
      codeVerifier,
      expiresAt: new Date(Date.now() + OIDC_LOGIN_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUrl,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, browserId };
  }

  /**
   * Completes a sign-in from the callback's query string. The attempt is taken out of the database
   * first (single use), so a second callback with the same cookie finds nothing, whatever its code.
   */
  async finish(browserId: string | undefined, search: string): Promise<OidcIdentity> {
    if (!browserId) throw new OidcFailure('state_invalid');
    const [attempt] = await this.db
      .delete(oidcLogins)
      .where(and(eq(oidcLogins.id, hashId(browserId)), gt(oidcLogins.expiresAt, new Date())))
      .returning();
    if (!attempt) throw new OidcFailure('state_invalid');
    const params = new URLSearchParams(search);
    // Checked here as well as by openid-client, so a wrong state is named as such, not as a provider error.
    if (params.get('state') !== attempt.state) throw new OidcFailure('state_invalid');
    if (params.has('error')) throw new OidcFailure('cancelled');
    const configuration = await this.configuration();
    // The URL the provider redirected to, as registered: the request's own host may be a proxy's.
    const currentUrl = new URL(this.config.redirectUrl);
    currentUrl.search = params.toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new OidcFailure('provider_error', { cause: error });
    }
    if (!claims) throw new OidcFailure('provider_error');
    return identityOf(claims);
  }
}

function identityOf(claims: oidc.IDToken): OidcIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((g): g is string => typeof g === 'string')
    : [];
  return {
    subject: claims.sub,
    // Entra ID puts the address in `email` when the account has one, else only in `preferred_username`.
    email: text(claims.email),
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    name: text(claims.name),
    groups,
  };
}
