import { z } from 'zod';
import { isAuthorOrAdmin, type Viewer } from '../shared/viewer';

/** What the viewer may do with one saved study; shipped with the study and every list row. */
export const ZStudyCan = z.object({ delete: z.boolean() });
export type TStudyCan = z.infer<typeof ZStudyCan>;

/**
 * Saved studies are shared with everyone signed in (read only); deleting one is for its author, and
 * a Yönetici may delete anyone's. `userId` null: the author's account was removed.
 */
export function studyPermissions(viewer: Viewer | null, study: { userId: string | null }): TStudyCan {
  return { delete: isAuthorOrAdmin(viewer, study.userId) };
}
