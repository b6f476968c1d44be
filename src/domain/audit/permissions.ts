import { z } from 'zod';
import { isAuthorOrAdmin, type Viewer } from '../shared/viewer';
import type { TFindingCan } from './review-contract';

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

function auditDocumentPermissions(
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
 * a finding into a task (as with 8D reports and tasks, also after publication); deleting an audit,
 * reviewing its draft report (accept, reject, re-grade, add) and publishing it are its author's or a
 * Yönetici's, and reviewing and publishing end with the publication.
 */
export const ZAuditCan = z.object({
  delete: z.boolean(),
  createTask: z.boolean(),
  review: z.boolean(),
  publish: z.boolean(),
});
export type TAuditCan = z.infer<typeof ZAuditCan>;

export function auditPermissions(
  viewer: Viewer | null,
  audit: { userId: string | null; status: string; publishedAt: string | null },
): TAuditCan {
  const finished = audit.status === 'done' || audit.status === 'failed';
  const own = isAuthorOrAdmin(viewer, audit.userId);
  const draft = audit.status === 'done' && audit.publishedAt === null;
  return {
    delete: finished && own,
    createTask: viewer !== null && audit.status === 'done',
    review: draft && own,
    publish: draft && own,
  };
}

/** What the viewer may do with one finding of the audit: the review is the audit's. */
function findingPermissions(auditCan: TAuditCan): TFindingCan {
  return { review: auditCan.review };
}

type WithCan = {
  userId: string | null;
  status: string;
  publishedAt: string | null;
  can: TAuditCan;
  report?: { findings: readonly { can: TFindingCan }[] } | null;
};

/** The audit with `can` for this viewer, on the audit and on each finding of its report. */
export function withAuditPermissions<T extends WithCan>(viewer: Viewer | null, audit: T): T {
  const can = auditPermissions(viewer, audit);
  if (!audit.report) return { ...audit, can };
  const findingCan = findingPermissions(can);
  const findings = audit.report.findings.map((f) => ({ ...f, can: findingCan }));
  return { ...audit, can, report: { ...audit.report, findings } };
}

/** Rules, thresholds and the optional AI review are organisation settings: a Yönetici's to change. */
export function canEditAuditSettings(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}

/**
 * Tasks are drafted from the engine's stored report; a finding a reviewer added lives only in the
 * review, so it offers no "Göreve Dönüştür" (the route answers such an id 404/409).
 */
export function findingMakesTask(finding: { source: string }): boolean {
  return finding.source !== 'reviewer';
}
