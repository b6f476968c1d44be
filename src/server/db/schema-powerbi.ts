import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The Power BI service principal (single row, id = 1, Yönetici only). `client_secret` is read only by
 * the server's Azure AD client: it is never presented, logged or sent anywhere but Azure AD.
 */
export const powerBiSettings = pgTable('powerbi_settings', {
  id: integer('id').primaryKey().default(1),
  tenantId: text('tenant_id').notNull().default(''),
  clientId: text('client_id').notNull().default(''),
  clientSecret: text('client_secret').notNull().default(''),
  workspaceId: text('workspace_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Embed tokens per (workspace, report), shared by every server instance. `principal` is a hash of the
 * service principal the token was issued to, so changed settings never hand out an old token.
 * `refreshing_until` is a lease: the one instance that holds it asks Power BI, the others wait for
 * the row (no stampede on GenerateToken).
 */
export const powerBiEmbedTokens = pgTable(
  'powerbi_embed_tokens',
  {
    groupId: text('group_id').notNull(),
    reportId: text('report_id').notNull(),
    principal: text('principal').notNull().default(''),
    token: text('token').notNull().default(''),
    embedUrl: text('embed_url').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    refreshingUntil: timestamp('refreshing_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.reportId] }),
    index('powerbi_embed_tokens_expires_idx').on(t.expiresAt),
  ],
);
