import type { TCreateSuggestionRequest, TSuggestion } from '../../domain/feedback/contract';
import type { Db } from '../db/database';
import { suggestions } from '../db/schema';
import { getSuggestion } from './suggestion-queries';

/** Stores a suggestion under the user's account (the name shown is the one typed) and presents it. */
export async function createSuggestion(
  db: Db,
  userId: string,
  request: TCreateSuggestionRequest,
): Promise<TSuggestion> {
  const [row] = await db
    .insert(suggestions)
    .values({ userId, authorName: request.name, message: request.message })
    .returning({ id: suggestions.id });
  const created = row ? await getSuggestion(db, row.id, userId) : null;
  if (!created) throw new Error('suggestion insert returned no row');
  return created;
}
