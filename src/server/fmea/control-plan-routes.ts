import type { FastifyInstance } from 'fastify';
import { controlPlanOperations as ops } from '../../domain/fmea/control-plan/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { attachmentDisposition } from '../pdf-kit/pdf-filename';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { exportFormXlsx, type FormKind } from './control-plan-export';
import { getControlPlan, saveControlPlan } from './control-plan-store';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The control plan drafted from a PFMEA and the PFMEA itself, as .xlsx with one title block. */
export async function controlPlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = (op: typeof ops.exportFmeaXlsx | typeof ops.exportControlPlanXlsx, kind: FormKind) =>
    registerOperation(app, op, async ({ params }, request, reply) => {
      const viewer = currentUser(request);
      const file = await ctx.heavyJobs.run(viewer.id, () =>
        exportFormXlsx(ctx.db, ctx.workers, viewer, params.id, kind, abortOnDisconnect(reply)),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  route(ops.exportControlPlanXlsx, 'control-plan');
  route(ops.exportFmeaXlsx, 'pfmea');

  registerOperation(app, ops.getControlPlan, async ({ params }, request) =>
    getControlPlan(ctx.db, params.id, currentUser(request)),
  );
  registerOperation(app, ops.saveControlPlan, async ({ params, body }, request) =>
    saveControlPlan(ctx.db, params.id, currentUser(request), body),
  );
}
