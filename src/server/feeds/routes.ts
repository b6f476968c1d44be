import type { FastifyInstance } from 'fastify';
import { feedsOperations as ops } from '../../domain/feeds/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { analysisFeed } from './analysis-feed';
import { auditFindingFeed } from './audit-finding-feed';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-store';
import { fmeaLineFeed } from './fmea-line-feed';
import { sendFeed } from './stream-feed';
import { studyFeed } from './study-feed';
import { taskFeed } from './task-feed';

/**
 * Read-only feeds (CSV/JSON, streamed) for Power BI Desktop's Web connector, reachable with a session
 * or a personal API token; and the user's own tokens, managed with a session only.
 */
export async function feedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.tasksFeed, async ({ query }, request, reply) =>
    sendFeed(reply, ctx.db, taskFeed, currentUser(request), query),
  );
  registerOperation(app, ops.analysesFeed, async ({ query }, request, reply) =>
    sendFeed(reply, ctx.db, analysisFeed, currentUser(request), query),
  );
  registerOperation(app, ops.studiesFeed, async ({ query }, request, reply) =>
    sendFeed(reply, ctx.db, studyFeed, currentUser(request), query),
  );
  registerOperation(app, ops.auditFindingsFeed, async ({ query }, request, reply) =>
    sendFeed(reply, ctx.db, auditFindingFeed, currentUser(request), query),
  );
  registerOperation(app, ops.fmeaLinesFeed, async ({ query }, request, reply) =>
    sendFeed(reply, ctx.db, fmeaLineFeed, currentUser(request), query),
  );

  registerOperation(app, ops.listTokens, async (_input, request) => ({
    tokens: await listApiTokens(ctx.db, currentUser(request).id),
  }));
  registerOperation(app, ops.createToken, async ({ body }, request) =>
    createApiToken(ctx.db, currentUser(request).id, body.name),
  );
  registerOperation(app, ops.revokeToken, async ({ params }, request) => {
    await revokeApiToken(ctx.db, currentUser(request).id, params.id);
    return null;
  });
}
