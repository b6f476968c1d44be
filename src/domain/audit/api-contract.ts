import { z } from 'zod';
import { ZTask } from '../tasks/contract';
import {
  ZAuditDocumentStatus,
  ZAuditDocumentType,
  ZAuditProgress,
  ZAuditReport,
  ZAuditRuleSettings,
} from './contract';
import { ZAuditCan, ZAuditDocumentCan } from './permissions';
import { ZReviewedReport } from './review-contract';

/** The wire shapes of the auditor's HTTP operations (operations.ts); the engine's schemas are in contract.ts. */

/** Upload bounds: checked by the server on the bytes, shown by the screen before sending. */
export const AUDIT_LIMITS = {
  /** One file at most (bytes). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Files in one upload request at most. */
  maxFilesPerUpload: 10,
  /** Documents in one audit at most. */
  maxDocumentsPerAudit: 10,
  /** The documents of one audit together at most (bytes). */
  maxAuditBytes: 60 * 1024 * 1024,
  /** PDF pages read at most per document; later pages are reported as not read. */
  maxPdfPages: 300,
} as const;

/** Extensions the picker offers (spec §5.1); the server decides by the content, never by the name. */
export const AUDIT_ACCEPTED_EXTENSIONS = ['.pdf', '.xlsx', '.xls', '.docx', '.doc', '.pptx', '.ppt'] as const;

/** What the bytes are (magic bytes and, for zip files, their parts), whatever the name says. */
const DOCUMENT_FORMATS = ['pdf', 'xlsx', 'xls', 'docx', 'doc', 'pptx', 'ppt', 'unknown'] as const;
export const ZDocumentFormat = z.enum(DOCUMENT_FORMATS);
export type TDocumentFormat = z.infer<typeof ZDocumentFormat>;

export const AUDIT_API_MESSAGES = {
  noFiles: 'Yüklenecek dosya seçilmedi',
  tooManyFiles: `Bir seferde en fazla ${AUDIT_LIMITS.maxFilesPerUpload} dosya yüklenebilir`,
  fileTooLarge: `Dosya çok büyük: en fazla ${AUDIT_LIMITS.maxFileBytes / 1024 / 1024} MB`,
  emptyFile: 'Dosya boş',
  unsupportedFile:
    'Desteklenmeyen dosya türü: PDF, Excel (.xlsx, .xls), Word (.docx, .doc) veya PowerPoint (.pptx, .ppt) yükleyin',
  documentNotFound: 'Doküman bulunamadı',
  documentBusy: 'Doküman şu anda denetimde; denetim bitince değiştirilebilir',
  tooManyDocuments: `Bir denetimde en fazla ${AUDIT_LIMITS.maxDocumentsPerAudit} doküman olabilir`,
  auditTooLarge: `Denetimdeki dokümanların toplamı en fazla ${AUDIT_LIMITS.maxAuditBytes / 1024 / 1024} MB olabilir`,
  auditNotFound: 'Denetim bulunamadı',
  reportNotReady: 'Rapor Hazır Değil',
  findingNotFound: 'Bulgu bulunamadı',
  taskExists: 'Bu bulgu için zaten bir görev oluşturuldu',
  settingsAdminOnly: 'Denetim ayarlarını yalnızca Yönetici değiştirebilir',
} as const;

/** An uploaded document as every API answer and realtime event presents it (spec §3.1 plus owner and `can`). */
export const ZAuditDocument = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZAuditDocumentType,
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Spec §9 format: '1,50 KB' (base 1024, two decimals). */
  sizeLabel: z.string(),
  /** ISO time; the screen shows it in tr-TR. */
  uploadDate: z.string(),
  status: ZAuditDocumentStatus,
  /** What the content is (by its bytes). */
  format: ZDocumentFormat,
  userId: z.string().nullable(),
  userFullName: z.string(),
  can: ZAuditDocumentCan,
});
export type TAuditDocument = z.infer<typeof ZAuditDocument>;

/** POST /api/audit/documents: the documents just stored, in the order sent. */
export const ZUploadDocumentsResponse = z.object({ documents: z.array(ZAuditDocument) });

export const ZListDocumentsQuery = z.strictObject({
  /** Only the viewer's own uploads (the upload tab); otherwise everyone's (a Yönetici's view). */
  mine: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** GET /api/audit/documents: newest first. */
export const ZAuditDocumentList = z.object({ documents: z.array(ZAuditDocument) });
export type TAuditDocumentList = z.infer<typeof ZAuditDocumentList>;

/** PATCH /api/audit/documents/{id}: the user corrects the guessed type. */
export const ZUpdateDocumentRequest = z.strictObject({ type: ZAuditDocumentType });

const AUDIT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZAuditStatus = z.enum(AUDIT_STATUSES);

/** POST /api/audits. An empty list is refused with the spec's 'Lütfen önce doküman yükleyin!'. */
export const ZStartAuditRequest = z.strictObject({
  documentIds: z
    .array(z.uuid({ message: 'Geçersiz doküman kimliği' }))
    .min(1, 'Lütfen önce doküman yükleyin!')
    .max(AUDIT_LIMITS.maxDocumentsPerAudit, AUDIT_API_MESSAGES.tooManyDocuments),
});

export const ZAuditDocumentRef = z.object({ id: z.string(), name: z.string(), type: ZAuditDocumentType });
export type TAuditDocumentRef = z.infer<typeof ZAuditDocumentRef>;

/** An audit: its job state, live stage, the documents it read and, once done, the report. */
export const ZAudit = z.object({
  id: z.uuid(),
  status: ZAuditStatus,
  /** The stage running now (null while queued and after the end). */
  stage: ZAuditProgress.shape.stage.nullable(),
  progress: ZAuditProgress.nullable(),
  documents: z.array(ZAuditDocumentRef),
  userId: z.string().nullable(),
  userFullName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why a failed audit failed (Turkish, no internals). */
  error: z.string().nullable(),
  /** True when the optional AI review added observations (they never change the score). */
  aiReviewed: z.boolean(),
  /** ISO time 'Yayınla' froze the review; null while the report is a draft ('Taslak'). */
  publishedAt: z.string().nullable(),
  /** The report after review (decisions, reviewer's findings, recomputed score); null until done. */
  report: ZReviewedReport.nullable(),
  /** Finding id → the task created from it. */
  findingTasks: z.record(z.string(), z.string()),
  can: ZAuditCan,
});
export type TAudit = z.infer<typeof ZAudit>;

/** 202 answer of POST /api/audits: the queued audit (poll GET /api/audits/{id} or follow realtime). */
export const ZStartAuditResponse = z.object({ audit: ZAudit.pick({ id: true, status: true }) });

export const ZAuditResponse = z.object({ audit: ZAudit });
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

/** A history row: the headline figures without the findings. */
const ZAuditSummary = ZAudit.omit({ report: true, findingTasks: true }).extend({
  overallScore: z.number().int().nullable(),
  complianceLevel: ZAuditReport.shape.complianceLevel.nullable(),
  totalFindings: z.number().int().nullable(),
  majorFindings: z.number().int().nullable(),
  minorFindings: z.number().int().nullable(),
});
export type TAuditSummary = z.infer<typeof ZAuditSummary>;

export const ZListAuditsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Keyset cursor: the `createdAt` of the last row of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
});

/** GET /api/audits: newest first; `nextBefore` is the cursor of the next page (null at the end). */
export const ZAuditList = z.object({ audits: z.array(ZAuditSummary), nextBefore: z.string().nullable() });
export type TAuditList = z.infer<typeof ZAuditList>;

export const ZFindingParams = z.strictObject({
  id: z.uuid({ message: 'Geçersiz kimlik' }),
  findingId: z.string().min(1).max(100),
});

/** The task a finding would become: what the dialog shows before the user confirms. */
const ZFindingTaskDraft = z.object({
  title: z.string(),
  description: z.string(),
  priority: ZTask.shape.priority,
  dueDate: z.string().describe('YYYY-MM-DD'),
  category: z.string(),
  tags: z.array(z.string()),
  /** The least-loaded active user (workload), or null when nobody can be suggested. */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type TFindingTaskDraft = z.infer<typeof ZFindingTaskDraft>;
export const ZFindingTaskDraftResponse = z.object({ draft: ZFindingTaskDraft });

/** POST …/findings/{findingId}/task: the draft's fields may be overridden; the rest come from the finding. */
export const ZCreateFindingTaskRequest = z
  .strictObject({
    assigneeId: z.uuid({ message: 'Geçersiz kullanıcı' }).optional(),
    dueDate: z.iso.date({ message: 'Geçersiz tarih' }).optional(),
    title: z.string().trim().min(1).max(200).optional(),
  })
  .default({});
export type TCreateFindingTaskRequest = z.input<typeof ZCreateFindingTaskRequest>;
export const ZFindingTaskResponse = z.object({ task: ZTask });

/** The auditor's settings (Ayarlar tab): the engine's rule settings plus the optional AI review. */
export const ZAuditSettings = ZAuditRuleSettings.extend({
  /** Ask the configured language model (8D provider settings) for extra observations. */
  aiReview: z.boolean().default(false),
});
export type TAuditSettings = z.infer<typeof ZAuditSettings>;
export type TAuditSettingsInput = z.input<typeof ZAuditSettings>;

export const ZAuditSettingsResponse = z.object({
  settings: ZAuditSettings,
  /** Whether an AI provider is configured (the AI review needs one). */
  aiAvailable: z.boolean(),
  can: z.object({ edit: z.boolean() }),
});
export type TAuditSettingsResponse = z.infer<typeof ZAuditSettingsResponse>;
