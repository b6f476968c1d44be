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

export const ZFmeaSettingsCan = z.object({ edit: z.boolean() });
export type TFmeaSettingsCan = z.infer<typeof ZFmeaSettingsCan>;

/** FMEA settings (AP table, RPN bands, timeline days) are the organisation's: a Yönetici edits, everyone reads. */
export function fmeaSettingsPermissions(viewer: Viewer | null): TFmeaSettingsCan {
  return { edit: viewer?.isAdmin === true };
}

/** What the viewer may do with one column-mapping template; shipped with every template. */
export const ZMappingTemplateCan = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TMappingTemplateCan = z.infer<typeof ZMappingTemplateCan>;

/**
 * Mapping templates are the organisation's: everyone signed in sees and applies them and may save a
 * new one; renaming, changing and deleting one is for its author or a Yönetici (an author-less
 * template, from a removed account, is the Yönetici's).
 */
export function mappingTemplatePermissions(
  viewer: Viewer | null,
  template: { authorId: string | null },
): TMappingTemplateCan {
  const mine = isAuthorOrAdmin(viewer, template.authorId);
  return { edit: mine, delete: mine };
}

/**
 * What the viewer may do with one line of an FMEA: edit it like the FMEA (owner or Yönetici); propose
 * its revised ratings when they are the assignee of the task made from it (AIAG-VDA step 6: the person
 * who did the work knows the result, the FMEA's owner decides).
 */
export function fmeaLinePermissions(
  viewer: Viewer | null,
  fmea: { ownerId: string | null },
  line: { taskAssigneeId: string | null },
): { edit: boolean; propose: boolean } {
  return {
    edit: fmeaPermissions(viewer, fmea).edit,
    propose: viewer !== null && line.taskAssigneeId !== null && line.taskAssigneeId === viewer.id,
  };
}
