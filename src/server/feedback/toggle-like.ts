import { and, eq } from 'drizzle-orm';
import type { TLikeResult } from '../../domain/feedback/contract';
import type { Db } from '../db/database';
import { suggestionLikes } from '../db/schema';
import { notFound } from '../http/app-error';
import { getSuggestion } from './suggestion-queries';

/** Likes a suggestion, or takes the like back if the user already liked it (one like per user). */
export async function toggleLike(db: Db, suggestionId: string, userId: string): Promise<TLikeResult> {
  const existing = await getSuggestion(db, suggestionId, userId);
  if (!existing) throw notFound('Öneri bulunamadı');
  if (existing.liked) {
    await db
      .delete(suggestionLikes)
      .where(and(eq(suggestionLikes.suggestionId, suggestionId), eq(suggestionLikes.userId, userId)));
  } else {
    await db.insert(suggestionLikes).values({ suggestionId, userId }).onConflictDoNothing();
  }
  const after = await getSuggestion(db, suggestionId, userId);
  if (!after) throw notFound('Öneri bulunamadı');
  return { id: after.id, likes: after.likes, liked: after.liked };
}
