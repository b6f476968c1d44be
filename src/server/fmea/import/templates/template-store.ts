import { desc, eq } from 'drizzle-orm';
import { mappingTemplatePermissions } from '../../../../domain/fmea/permissions';
import {
  MAX_MAPPING_TEMPLATES,
  TEMPLATE_MESSAGES,
  ZTemplateMapping,
  type ImportTemplate,
  type TMappingTemplate,
} from '../../../../domain/fmea/import/template-contract';
import type { Viewer } from '../../../../domain/shared/viewer';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';
import { fmeaImportTemplates as templates } from '../../../db/schema-fmea-templates';
import { notFound } from '../../../http/app-error';

const columns = {
  id: templates.id,
  name: templates.name,
  signature: templates.signature,
  mapping: templates.mapping,
  authorId: templates.authorId,
  authorName: users.fullName,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

type TemplateRow = {
  id: string;
  name: string;
  signature: string;
  mapping: unknown;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The API's view of a template, with what `viewer` may do with it. */
function presentTemplate(row: TemplateRow, viewer: Viewer): TMappingTemplate {
  return {
    id: row.id,
    name: row.name,
    signature: row.signature,
    // Only this server writes the column (validated by the same schema); a bad value reads as empty.
    mapping: ZTemplateMapping.catch({}).parse(row.mapping),
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: mappingTemplatePermissions(viewer, row),
  };
}

/** Every template of the organisation, latest changed first (the order the import picks by). */
export async function listTemplates(db: Db, viewer: Viewer): Promise<TMappingTemplate[]> {
  const rows = await db
    .select(columns)
    .from(templates)
    .leftJoin(users, eq(users.id, templates.authorId))
    .orderBy(desc(templates.updatedAt), desc(templates.id))
    .limit(MAX_MAPPING_TEMPLATES);
  return rows.map((row) => presentTemplate(row, viewer));
}

/** One template, presented; 404 when no such id (another organisation's, or deleted). */
export async function getTemplate(db: Db, viewer: Viewer, id: string): Promise<TMappingTemplate> {
  const [row] = await db
    .select(columns)
    .from(templates)
    .leftJoin(users, eq(users.id, templates.authorId))
    .where(eq(templates.id, id))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return presentTemplate(row, viewer);
}

/** The templates as the import's worker needs them, latest changed first. */
export async function templatesForImport(db: Db): Promise<ImportTemplate[]> {
  const rows = await db
    .select({
      id: templates.id,
      name: templates.name,
      signature: templates.signature,
      mapping: templates.mapping,
    })
    .from(templates)
    .orderBy(desc(templates.updatedAt), desc(templates.id))
    .limit(MAX_MAPPING_TEMPLATES);
  return rows.map((row) => ({ ...row, mapping: ZTemplateMapping.catch({}).parse(row.mapping) }));
}
