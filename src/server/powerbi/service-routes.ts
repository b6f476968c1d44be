import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canEditPowerBi } from '../../domain/powerbi/permissions';
import { powerBiOperations as ops } from '../../domain/powerbi/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { forbidden } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { presentPowerBiSettings } from './service-present-settings';
import { powerBiServiceFor } from './service-powerbi';
import { readPowerBiSettings, savePowerBiSettings } from './service-settings-store';
import { UpstreamRefusal } from './service-upstream-error';

/** Logs an upstream refusal by its codes only (the answer's body and the secret stay out of the log). */
async function logged<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamRefusal)
      request.log.warn({ upstream: error.detail }, 'Power BI: upstream refusal');
    throw error;
  }
}

/** Service principal settings (everyone reads without the secret, Yönetici saves), reports and embed tokens. */
export async function powerBiServiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = powerBiServiceFor(ctx);

  registerOperation(app, ops.getSettings, async (_input, request) =>
    presentPowerBiSettings(await readPowerBiSettings(ctx.db), currentUser(request)),
  );

  registerOperation(app, ops.updateSettings, async ({ body }, request) => {
    const user = currentUser(request);
    if (!canEditPowerBi(user)) throw forbidden();
    return presentPowerBiSettings(await savePowerBiSettings(ctx.db, user, body), user);
  });

  registerOperation(app, ops.listReports, async ({ query }, request) => ({
    reports: await logged(request, () => service.listReports(query.groupId)),
  }));

  registerOperation(app, ops.createEmbedToken, async ({ body }, request) =>
    logged(request, () => service.embedToken(body.reportId, body.groupId)),
  );
}
