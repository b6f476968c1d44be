import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Personal API tokens for the read-only feeds (Power BI Desktop's Web connector). Only the sha-256
 * of the token is stored: a leaked table gives no usable token. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    // The first characters of the token, shown so its owner recognises it ('kat_Ab12').
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Touched at most once a minute per token, not on every feed request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
