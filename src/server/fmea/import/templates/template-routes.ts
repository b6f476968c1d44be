import type { FastifyInstance } from 'fastify';
import { fmeaTemplateOperations as ops } from '../../../../domain/fmea/import/template-operations';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../auth-kit/authenticate';
import { registerOperation } from '../../../http/register-operation';
import { createTemplate, deleteTemplate, updateTemplate } from './save-template';
import { listTemplates } from './template-store';

/** The organisation's FMEA import mapping templates (the import applies them by header signature). */
export async function fmeaTemplateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.listTemplates, async (_input, request) => ({
    templates: await listTemplates(ctx.db, currentUser(request)),
  }));
  registerOperation(app, ops.createTemplate, async ({ body }, request) =>
    createTemplate(ctx.db, currentUser(request), body),
  );
  registerOperation(app, ops.updateTemplate, async ({ params, body }, request) =>
    updateTemplate(ctx.db, currentUser(request), params.id, body),
  );
  registerOperation(app, ops.deleteTemplate, async ({ params }, request) => {
    await deleteTemplate(ctx.db, currentUser(request), params.id);
    return { ok: true as const };
  });
}
