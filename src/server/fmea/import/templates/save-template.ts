import { count, eq, sql } from 'drizzle-orm';
import type { TUser } from '../../../../domain/auth/contract';
import { mappingTemplatePermissions } from '../../../../domain/fmea/permissions';
import {
  MAX_MAPPING_TEMPLATES,
  TEMPLATE_MESSAGES,
  type TCreateMappingTemplateRequest,
  type TMappingTemplate,
  type TUpdateMappingTemplateRequest,
} from '../../../../domain/fmea/import/template-contract';
import type { Db } from '../../../db/database';
import { fmeaImportTemplates as templates } from '../../../db/schema-fmea-templates';
import { AppError, forbidden, notFound } from '../../../http/app-error';
import { getTemplate } from './template-store';

/** Saves a mapping under the file's header signature; any signed-in user may. */
export async function createTemplate(
  db: Db,
  actor: TUser,
  body: TCreateMappingTemplateRequest,
): Promise<TMappingTemplate> {
  const id = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(templates);
    if (n >= MAX_MAPPING_TEMPLATES) throw new AppError(409, 'too_many_templates', TEMPLATE_MESSAGES.tooMany);
    const [row] = await tx
      .insert(templates)
      .values({ name: body.name, signature: body.signature, mapping: body.mapping, authorId: actor.id })
      .returning({ id: templates.id });
    return row!.id;
  });
  return getTemplate(db, actor, id);
}

/** Locks the template and checks the actor may do `action` with it (404 unknown, 403 refused). */
async function lockFor(tx: Db, actor: TUser, id: string, action: 'edit' | 'delete'): Promise<void> {
  const [current] = await tx
    .select({ authorId: templates.authorId })
    .from(templates)
    .where(eq(templates.id, id))
    .for('update')
    .limit(1);
  if (!current) throw notFound(TEMPLATE_MESSAGES.notFound);
  if (!mappingTemplatePermissions(actor, current)[action]) {
    throw forbidden(action === 'edit' ? TEMPLATE_MESSAGES.forbiddenEdit : TEMPLATE_MESSAGES.forbiddenDelete);
  }
}

/** Renames a template and/or replaces its mapping (its author or a Yönetici). */
export async function updateTemplate(
  db: Db,
  actor: TUser,
  id: string,
  body: TUpdateMappingTemplateRequest,
): Promise<TMappingTemplate> {
  await db.transaction(async (tx) => {
    await lockFor(tx, actor, id, 'edit');
    await tx
      .update(templates)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.mapping === undefined ? {} : { mapping: body.mapping }),
        updatedAt: sql`now()`,
      })
      .where(eq(templates.id, id));
  });
  return getTemplate(db, actor, id);
}

/** Deletes a template (its author or a Yönetici). */
export async function deleteTemplate(db: Db, actor: TUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFor(tx, actor, id, 'delete');
    await tx.delete(templates).where(eq(templates.id, id));
  });
}
