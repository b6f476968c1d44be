import { z } from 'zod';
import { isAuthorOrAdmin, type Viewer } from '../shared/viewer';

/** What the viewer may do with one stored FMEA; shipped with every FMEA the API presents. */
export const ZFmeaCan = z.object({ edit: z.boolean(), delete: z.boolean(), plan: z.boolean() });
export type TFmeaCan = z.infer<typeof ZFmeaCan>;

/**
 * Everyone signed in sees every FMEA (the team works from the same risk analyses). Changing it,
 * generating its plan (which is stored with it) and deleting it is for its owner or a Yönetici;
 * an owner-less FMEA (removed account) is the Yönetici's.
 */
export function fmeaPermissions(viewer: Viewer | null, fmea: { ownerId: string | null }): TFmeaCan {
  const mine = isAuthorOrAdmin(viewer, fmea.ownerId);
  return { edit: mine, delete: mine, plan: mine };
}

/** The same FMEA with `can` recomputed for this viewer (a realtime row arrives presented for nobody). */
export function withFmeaPermissions<T extends { ownerId: string | null; can: TFmeaCan }>(
  viewer: Viewer | null,
  fmea: T,
): T {
  return { ...fmea, can: fmeaPermissions(viewer, fmea) };
}

export const ZFmeaSettingsCan = z.object({ edit: z.boolean() });
export type TFmeaSettingsCan = z.infer<typeof ZFmeaSettingsCan>;

/** FMEA settings (AP table, RPN bands, timeline days) are the organisation's: a Yönetici edits, everyone reads. */
export function fmeaSettingsPermissions(viewer: Viewer | null): TFmeaSettingsCan {
  return { edit: viewer?.isAdmin === true };
}
