import { z } from 'zod';
import { ZTaskPriority, ZTaskStatus } from '../tasks/contract';

/** Every task made from a plan item carries this category (work tracking filters and reports on it). */
export const FMEA_TASK_CATEGORY = 'FMEA';
/** At most this many plan items become tasks in one confirmation (one transaction). */
export const MAX_PLAN_TASKS = 100;

export const PLAN_OUTPUT_MESSAGES = {
  noPlan: 'Bu FMEA için henüz aksiyon planı yok; önce planı oluşturun.',
  unknownItem: 'Seçilen aksiyon planda bulunamadı; plan yenilenmiş olabilir, sayfayı yenileyin.',
  noItems: 'Göreve dönüştürmek için en az bir aksiyon seçin.',
  tooMany: `Tek seferde en fazla ${MAX_PLAN_TASKS} aksiyon göreve dönüştürülebilir.`,
  duplicateItem: 'Aynı aksiyon iki kez seçildi.',
  forbidden: 'Bu FMEA’nın aksiyonlarını yalnızca sahibi veya Yönetici göreve dönüştürebilir.',
} as const;

export const ZPlanExportQuery = z.strictObject({ lang: z.enum(['tr', 'en']).default('tr') });

/** POST /api/fmeas/:id/plan/task-drafts: which plan items to prepare as tasks. */
export const ZPlanTaskDraftRequest = z.strictObject({
  itemIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, PLAN_OUTPUT_MESSAGES.noItems)
    .max(MAX_PLAN_TASKS, PLAN_OUTPUT_MESSAGES.tooMany),
});
export type TPlanTaskDraftRequest = z.input<typeof ZPlanTaskDraftRequest>;

/** A task as proposed for one plan item: every field is editable before it is created. */
const ZPlanTaskDraft = z.object({
  itemId: z.string(),
  rowId: z.string(),
  title: z.string(),
  description: z.string(),
  priority: ZTaskPriority,
  dueDate: z.string().describe('YYYY-MM-DD: plan day + the item’s timeline days'),
  category: z.string(),
  tags: z.array(z.string()),
  estimatedHours: z.number(),
  /**
   * Suggested by the kind of action (issue 23 §5): the least-loaded active holder of `suggestedRole`,
   * else the least-loaded of the responsible department (null: nobody there). Editable.
   */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** Why this person: their open tasks when suggested (the fewest in the department), null without one. */
  assigneeOpenTasks: z.number().int().nullable(),
  /** Their open remaining hours against the weekly capacity, % (as 'Ekip Yoğunluğu' shows it). */
  assigneeWorkload: z.number().nullable(),
  /** The department the plan named as responsible. */
  department: z.string(),
  /** The role the kind of action calls for ('Kalıp Mühendisi', …). */
  suggestedRole: z.string(),
  /** Why this person, in Turkish: the role and its reason, then the department and the workload. */
  assigneeReason: z.string(),
});
export type TPlanTaskDraft = z.infer<typeof ZPlanTaskDraft>;

export const ZPlanTaskDrafts = z.object({ drafts: z.array(ZPlanTaskDraft) });
export type TPlanTaskDrafts = z.infer<typeof ZPlanTaskDrafts>;

/** A task linked to one plan item, as the FMEA screen shows its status (live). */
const ZPlanTaskLink = z.object({
  itemId: z.string(),
  rowId: z.string(),
  taskId: z.string(),
  title: z.string(),
  status: ZTaskStatus,
  priority: ZTaskPriority,
  dueDate: z.string(),
  assigneeName: z.string(),
  createdAt: z.string(),
});
export type TPlanTaskLink = z.infer<typeof ZPlanTaskLink>;

export const ZPlanTaskLinks = z.object({ links: z.array(ZPlanTaskLink) });
export type TPlanTaskLinks = z.infer<typeof ZPlanTaskLinks>;
