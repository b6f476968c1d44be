import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Each user's own reporting dashboard configuration (spec §3.1), so it follows the user to another
 * browser. `access_token` is the token this user pasted: read back for this user only, never logged.
 */
export const powerbiEmbedConfigs = pgTable('powerbi_embed_configs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  embedUrl: text('embed_url').notNull(),
  accessToken: text('access_token').notNull(),
  reportId: text('report_id').notNull(),
  groupId: text('group_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
