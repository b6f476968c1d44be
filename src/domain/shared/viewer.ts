/**
 * Who is looking at a record: what every permission rule needs of the signed-in user. `null` is a
 * broadcast (a realtime row pushed to everyone): it may do nothing, and each browser recomputes
 * `can` for its own user with the same domain rule.
 */
export interface Viewer {
  readonly id: string;
  readonly isAdmin: boolean;
}

/** The record's author, or a Yönetici (an author-less record, from a removed account, is the Yönetici's). */
export function isAuthorOrAdmin(viewer: Viewer | null, authorId: string | null): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || (authorId !== null && authorId === viewer.id);
}
