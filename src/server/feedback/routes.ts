import type { FastifyInstance } from 'fastify';
import { feedbackOperations as ops } from '../../domain/feedback/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { createSuggestion } from './create-suggestion';
import { getSuggestion, listSuggestions } from './suggestion-queries';
import { toggleLike } from './toggle-like';

/** 'Beni Geliştir' suggestions: list, post, like/unlike; changes are pushed live to everyone. */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.realtime.register({
    dbTable: 'suggestions',
    table: 'suggestions',
    load: (id) => getSuggestion(ctx.db, id, null),
  });
  ctx.realtime.register({
    dbTable: 'suggestion_likes',
    table: 'suggestions',
    asUpdateOf: true,
    load: (id) => getSuggestion(ctx.db, id, null),
  });

  registerOperation(app, ops.listSuggestions, async (_input, request) => ({
    suggestions: await listSuggestions(ctx.db, currentUser(request).id),
  }));

  registerOperation(app, ops.createSuggestion, async ({ body }, request) =>
    createSuggestion(ctx.db, currentUser(request).id, body),
  );

  registerOperation(app, ops.toggleLike, async ({ params }, request) =>
    toggleLike(ctx.db, params.id, currentUser(request).id),
  );
}
