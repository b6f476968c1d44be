import { desc, eq, sql } from 'drizzle-orm';
import type { TSuggestion } from '../../domain/feedback/contract';
import { dottedInitials } from '../../domain/shared/initials';
import type { Db } from '../db/database';
import { suggestionLikes, suggestions } from '../db/schema';

const likeCount = sql<number>`(${suggestions.baseLikes} + (select count(*) from ${suggestionLikes} where ${suggestionLikes.suggestionId} = ${suggestions.id}))::int`;

function likedBy(userId: string | null) {
  return userId
    ? sql<boolean>`exists(select 1 from ${suggestionLikes} where ${suggestionLikes.suggestionId} = ${suggestions.id} and ${suggestionLikes.userId} = ${userId})`
    : sql<boolean>`false`;
}

const present = (r: {
  id: string;
  authorName: string;
  message: string;
  createdAt: Date;
  likes: number;
  liked: boolean;
}): TSuggestion => ({
  id: r.id,
  user: dottedInitials(r.authorName),
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  likes: Number(r.likes),
  liked: Boolean(r.liked),
});

const columns = (userId: string | null) => ({
  id: suggestions.id,
  authorName: suggestions.authorName,
  message: suggestions.message,
  createdAt: suggestions.createdAt,
  likes: likeCount,
  liked: likedBy(userId),
});

/** Newest first, with the like total counted in the database and whether `userId` liked each. */
export async function listSuggestions(db: Db, userId: string): Promise<TSuggestion[]> {
  const rows = await db
    .select(columns(userId))
    .from(suggestions)
    .orderBy(desc(suggestions.createdAt))
    .limit(200);
  return rows.map(present);
}

/** One suggestion; `userId` null presents it for a broadcast (liked = false, the browser keeps its own). */
export async function getSuggestion(db: Db, id: string, userId: string | null): Promise<TSuggestion | null> {
  const [row] = await db.select(columns(userId)).from(suggestions).where(eq(suggestions.id, id)).limit(1);
  return row ? present(row) : null;
}
