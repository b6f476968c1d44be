import { z } from 'zod';
import { isAuthorOrAdmin, type Viewer } from '../shared/viewer';

/**
 * What the viewer may do with one uploaded document; shipped with every document row.
 * Everyone signed in sees the plant's documents and their live status (spec: statuses live for every
 * viewer); changing the type, deleting and auditing a document is for whoever uploaded it or a Yönetici.
 */
export const ZAuditDocumentCan = z.object({
  changeType: z.boolean(),
  delete: z.boolean(),
  audit: z.boolean(),
});
export type TAuditDocumentCan = z.infer<typeof ZAuditDocumentCan>;

export function auditDocumentPermissions(
  viewer: Viewer | null,
  document: { userId: string | null; status: string },
): TAuditDocumentCan {
  const own = isAuthorOrAdmin(viewer, document.userId);
  // A document being read by a running audit keeps its bytes until that audit has read it.
  const idle = document.status !== 'analyzing';
  return { changeType: own && idle, delete: own && idle, audit: own && idle };
}

export function withAuditDocumentPermissions<
  T extends { userId: string | null; status: string; can: TAuditDocumentCan },
>(viewer: Viewer | null, document: T): T {
  return { ...document, can: auditDocumentPermissions(viewer, document) };
}

/**
 * What the viewer may do with one audit: every signed-in user reads reports and history and may turn
 * a finding into a task (as with 8D reports and tasks); deleting an audit is its author's or a Yönetici's.
 */
export const ZAuditCan = z.object({ delete: z.boolean(), createTask: z.boolean() });
export type TAuditCan = z.infer<typeof ZAuditCan>;

export function auditPermissions(
  viewer: Viewer | null,
  audit: { userId: string | null; status: string },
): TAuditCan {
  const finished = audit.status === 'done' || audit.status === 'failed';
  return {
    delete: finished && isAuthorOrAdmin(viewer, audit.userId),
    createTask: viewer !== null && audit.status === 'done',
  };
}

export function withAuditPermissions<T extends { userId: string | null; status: string; can: TAuditCan }>(
  viewer: Viewer | null,
  audit: T,
): T {
  return { ...audit, can: auditPermissions(viewer, audit) };
}

/** Rules, thresholds and the optional AI review are organisation settings: a Yönetici's to change. */
export function canEditAuditSettings(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}
