import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import { fmeaOperations as ops } from '../../../domain/fmea/operations';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth-kit/authenticate';
import type { Db } from '../../db/database';
import { fmeas } from '../../db/schema-fmea';
import { notFound } from '../../http/app-error';
import { registerOperation } from '../../http/register-operation';
import { onTaskStatusChange } from '../../tasks-kit/task-status-hooks';
import { lineHistory } from './line-history';
import { proposeRevision } from './propose-revision';
import { listLines } from './read-lines';
import { syncLineWithTask } from './task-writeback';
import { updateLine } from './update-line';

async function fmeaHeader(db: Db, id: string) {
  const [fmea] = await db
    .select({ id: fmeas.id, ownerId: fmeas.ownerId })
    .from(fmeas)
    .where(and(eq(fmeas.id, id), eq(fmeas.ready, true)))
    .limit(1);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  return fmea;
}

/** The lines of a stored FMEA: pages, per-line edits, the assignee's proposal, the history. */
export async function fmeaLineRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // a task made from a line moves the line's action with it (same transaction)
  onTaskStatusChange(syncLineWithTask);

  registerOperation(app, ops.listLines, async ({ params, query }, request) =>
    listLines(ctx.db, await fmeaHeader(ctx.db, params.id), currentUser(request), query),
  );
  registerOperation(app, ops.updateLine, async ({ params, body }, request) =>
    updateLine(ctx.db, currentUser(request), params.id, params.lineId, body),
  );
  registerOperation(app, ops.proposeRevision, async ({ params, body }, request) =>
    proposeRevision(ctx.db, currentUser(request), params.id, params.lineId, body),
  );
  registerOperation(app, ops.lineHistory, async ({ params }) =>
    lineHistory(ctx.db, params.id, params.lineId),
  );
}
