import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * FMEA import mapping templates: a column mapping the organisation remembers for every file whose
 * header has the same signature (src/domain/fmea/import/header-signature.ts). Several may share a
 * signature; the import applies the latest changed one unless the review chooses another.
 */
export const fmeaImportTemplates = pgTable(
  'fmea_import_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // The header's folded texts as a JSON array; compared whole, never searched in.
    signature: text('signature').notNull(),
    // Field → 0-based column or null (ZTemplateMapping).
    mapping: jsonb('mapping').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [index('fmea_import_templates_updated_idx').on(t.updatedAt)],
);
