import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time sign-up links a Yönetici creates (`SIGNUP=invite`, and usable under every policy). Only the
 * sha-256 of the token is stored: the link is shown once, and a copy of this table (a backup, a
 * database read) cannot be turned back into working links. Used and revoked rows stay as the record of
 * who invited whom.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    role: text('role').notNull(),
    department: text('department').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedBy: uuid('used_by').references(() => users.id),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.tokenHash),
    index('invitations_created_at_idx').on(t.createdAt),
  ],
);
