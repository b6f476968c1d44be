import type { FastifyInstance } from 'fastify';
import { eightDFmeaOperations as ops } from '../../../domain/fmea/eight-d/operations';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth-kit/authenticate';
import { registerOperation } from '../../http/register-operation';
import { closeEightD } from './close-eight-d';
import { decideProposal } from './decide-proposal';
import { eightDFmeaLink } from './eight-d-link';

/** 8D → FMEA: the closure of an 8D report and the PFMEA changes it proposes, accepted or rejected. */
export async function eightDFmeaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.getLink, async ({ params }, request) =>
    eightDFmeaLink(ctx.db, params.id, currentUser(request)),
  );
  registerOperation(app, ops.close, async ({ params, body }, request) => {
    const viewer = currentUser(request);
    await closeEightD(ctx.db, viewer, params.id, body);
    return eightDFmeaLink(ctx.db, params.id, viewer);
  });
  registerOperation(app, ops.decide, async ({ params, body }, request) => {
    await decideProposal(ctx.db, currentUser(request), params.id, body);
    return { ok: true as const };
  });
}
