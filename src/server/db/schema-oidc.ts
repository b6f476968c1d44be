import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Single sign-on attempts in flight: what the callback must check (state, nonce, PKCE verifier),
 * keyed by the sha-256 of a random id the browser holds in a short-lived cookie. In the database, not
 * in memory, so the callback may reach another instance; a row is deleted when it is used (single
 * use: a replayed callback finds nothing) or once it has expired.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('oidc_logins_expires_idx').on(t.expiresAt)],
);
