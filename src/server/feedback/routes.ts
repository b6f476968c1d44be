import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateSuggestionRequest,
  ZLikeResult,
  ZSuggestion,
  ZSuggestionList,
} from '../../domain/feedback/contract';
import { ZIdParams } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { suggestions } from '../db/schema';
import { getSuggestion, listSuggestions } from './suggestion-queries';
import { toggleLike } from './toggle-like';

/** 'Beni Geliştir' suggestions: list, post, like/unlike; changes are pushed live to everyone. */
export async function feedbackRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/api/suggestions',
    { schema: { tags: ['feedback'], response: { 200: ZSuggestionList } } },
    async (request) => ({
      suggestions: await listSuggestions(ctx.db, currentUser(request).id),
    }),
  );

  app.post(
    '/api/suggestions',
    { schema: { tags: ['feedback'], body: ZCreateSuggestionRequest, response: { 201: ZSuggestion } } },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await ctx.db
        .insert(suggestions)
        .values({ userId: user.id, authorName: request.body.name, message: request.body.message })
        .returning({ id: suggestions.id });
      const created = row ? await getSuggestion(ctx.db, row.id, user.id) : null;
      if (!created) throw new Error('suggestion insert returned no row');
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/suggestions/:id/like',
    { schema: { tags: ['feedback'], params: ZIdParams, response: { 200: ZLikeResult } } },
    async (request) => toggleLike(ctx.db, request.params.id, currentUser(request).id),
  );
}
