import { z } from 'zod';
import { normalizeTags } from './tags';
import { isIsoDate } from '../shared/calendar';
import { ZTaskCan } from './permissions';

export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'completed'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const TASK_SORTS = ['newest', 'due', 'priority'] as const;
export const ZTaskStatus = z.enum(TASK_STATUSES);
export const ZTaskPriority = z.enum(TASK_PRIORITIES);
export const ZTaskSort = z.enum(TASK_SORTS);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;
export type TTaskPriority = z.infer<typeof ZTaskPriority>;
export type TTaskSort = z.infer<typeof ZTaskSort>;

/** Spec defaults and limits of the new-task form. */
export const DEFAULT_CATEGORY = 'Genel';
export const DEFAULT_PRIORITY: TTaskPriority = 'medium';
export const DEFAULT_ESTIMATED_HOURS = 8;
const MIN_ESTIMATED_HOURS = 1;
const MAX_ESTIMATED_HOURS = 200;
const MAX_COMPLETED_HOURS = 2000;
const MAX_LOGGED_HOURS = 200;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Turkish labels used in server-made text (notifications, errors); the screens use i18n. */
export const STATUS_LABELS: Record<TTaskStatus, string> = {
  todo: 'Yapılacak',
  in_progress: 'Devam Ediyor',
  review: 'İncelemede',
  completed: 'Tamamlandı',
};
export const PRIORITY_LABELS: Record<TTaskPriority, string> = {
  low: 'Düşük',
  medium: 'Orta',
  high: 'Yüksek',
  critical: 'Kritik',
};

export const TASK_MESSAGES = {
  required: 'Lütfen zorunlu alanları doldurun!',
  created: 'Görev başarıyla eklendi!',
  estimatedHoursRange: `Tahmini süre ${MIN_ESTIMATED_HOURS} ile ${MAX_ESTIMATED_HOURS} saat arasında olmalıdır`,
  completedHoursRange: `Tamamlanan süre 0 ile ${MAX_COMPLETED_HOURS} saat arasında olmalıdır`,
  loggedHoursRange: `Eklenecek süre 0'dan büyük ve en fazla ${MAX_LOGGED_HOURS} saat olmalıdır`,
  hoursTwice: 'Tamamlanan süre ve eklenecek süre aynı anda gönderilemez',
  invalidDate: 'Geçerli bir bitiş tarihi girin',
  unknownAssignee: 'Seçilen sorumlu kişi bulunamadı',
  notFound: 'Görev bulunamadı',
  forbiddenEdit: 'Bu görevi yalnızca oluşturan kişi, sorumlusu veya Yönetici değiştirebilir',
  forbiddenDelete: 'Bu görevi yalnızca oluşturan kişi, sorumlusu veya Yönetici silebilir',
  titleTooLong: 'Başlık en fazla 200 karakter olabilir',
  descriptionTooLong: 'Açıklama en fazla 5000 karakter olabilir',
  categoryTooLong: 'Kategori en fazla 100 karakter olabilir',
  tooManyTags: `En fazla ${MAX_TAGS} etiket eklenebilir`,
  tagTooLong: `Etiket en fazla ${MAX_TAG_LENGTH} karakter olabilir`,
  invalidTransition: (from: TTaskStatus, to: TTaskStatus) =>
    `Görev "${STATUS_LABELS[from]}" durumundan "${STATUS_LABELS[to]}" durumuna taşınamaz`,
  invalidCursor: 'Sayfa bilgisi geçersiz; lütfen listeyi yenileyin',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ZTitle = z.string().trim().max(200, TASK_MESSAGES.titleTooLong);
const ZDescription = z.string().trim().max(5000, TASK_MESSAGES.descriptionTooLong);
const ZCategory = z
  .string()
  .trim()
  .max(100, TASK_MESSAGES.categoryTooLong)
  .transform((c) => c || DEFAULT_CATEGORY);
const ZTags = z
  .array(z.string().max(MAX_TAG_LENGTH * 4, TASK_MESSAGES.tagTooLong))
  .transform(normalizeTags)
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, TASK_MESSAGES.tagTooLong))
      .max(MAX_TAGS, TASK_MESSAGES.tooManyTags),
  );
const ZEstimatedHours = z
  .number({ error: TASK_MESSAGES.estimatedHoursRange })
  .min(MIN_ESTIMATED_HOURS, TASK_MESSAGES.estimatedHoursRange)
  .max(MAX_ESTIMATED_HOURS, TASK_MESSAGES.estimatedHoursRange);
const ZCompletedHours = z
  .number({ error: TASK_MESSAGES.completedHoursRange })
  .min(0, TASK_MESSAGES.completedHoursRange)
  .max(MAX_COMPLETED_HOURS, TASK_MESSAGES.completedHoursRange);

type Checkable = { title?: string; assigneeId?: string; dueDate?: string };
/**
 * Spec order: a missing title, assignee or due date is the one message 'Lütfen zorunlu alanları
 * doldurun!'; then a due date that is not a date, then an assignee id that cannot be a user.
 * `undefined` (field not sent in a PATCH) is not checked.
 */
function checkRequired(v: Checkable, ctx: z.RefinementCtx): void {
  const missing = (['title', 'assigneeId', 'dueDate'] as const).find(
    (k) => v[k] !== undefined && v[k].trim() === '',
  );
  if (missing) {
    ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.required, path: [missing] });
    return;
  }
  if (v.dueDate !== undefined && !isIsoDate(v.dueDate)) {
    ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.invalidDate, path: ['dueDate'] });
  }
  if (v.assigneeId !== undefined && !UUID.test(v.assigneeId)) {
    ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.unknownAssignee, path: ['assigneeId'] });
  }
}

const commonShape = {
  title: ZTitle,
  description: ZDescription.default(''),
  assigneeId: z.string().trim(),
  dueDate: z.string().trim(),
  priority: ZTaskPriority.default(DEFAULT_PRIORITY),
  category: ZCategory.default(DEFAULT_CATEGORY),
  tags: ZTags.default([]),
};

/** POST /api/tasks. A new task always starts as 'todo' with 0 completed hours (not settable here). */
export const ZCreateTaskRequest = z
  .strictObject({ ...commonShape, estimatedHours: ZEstimatedHours.default(DEFAULT_ESTIMATED_HOURS) })
  .superRefine(checkRequired);
export type TCreateTask = z.output<typeof ZCreateTaskRequest>;

/**
 * Text of an hours input: a decimal comma is accepted ('7,5'); anything that is not a number falls
 * back to the spec default of 8 hours.
 * @internal
 */
export function parseHoursInput(text: string, fallback = DEFAULT_ESTIMATED_HOURS): number {
  const trimmed = text.trim().replace(',', '.');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : fallback;
}

const formShape = {
  ...commonShape,
  description: ZDescription,
  category: z.string().trim().max(100, TASK_MESSAGES.categoryTooLong),
  tags: z.array(z.string()),
  estimatedHours: z
    .string()
    .transform((t) => parseHoursInput(t))
    .pipe(ZEstimatedHours),
};
const formToRequest = <T extends { category: string; tags: string[] }>(v: T) => ({
  ...v,
  category: v.category || DEFAULT_CATEGORY,
  tags: normalizeTags(v.tags),
});

/** The new-task form: same fields and rules as the API, the hours typed as text. */
export const ZTaskForm = z
  .object(formShape)
  .superRefine(checkRequired)
  .transform((v): TCreateTask => formToRequest(v));
export type TTaskFormInput = z.input<typeof ZTaskForm>;

/** The edit form: the new-task fields plus the completed hours (text; not a number is an error here). */
export const ZTaskEditForm = z
  .object({
    ...formShape,
    completedHours: z
      .string()
      .transform((t) => parseHoursInput(t, Number.NaN))
      .pipe(ZCompletedHours),
  })
  .superRefine(checkRequired)
  .transform((v): TCreateTask & { completedHours: number } => formToRequest(v));
export type TTaskEditFormInput = z.input<typeof ZTaskEditForm>;

/** PATCH /api/tasks/:id: every field optional; `logHours` adds to the completed hours (atomic, for the 'log hours' action). */
export const ZUpdateTaskRequest = z
  .strictObject({
    title: ZTitle.optional(),
    description: ZDescription.optional(),
    assigneeId: z.string().trim().optional(),
    dueDate: z.string().trim().optional(),
    priority: ZTaskPriority.optional(),
    category: ZCategory.optional(),
    tags: ZTags.optional(),
    estimatedHours: ZEstimatedHours.optional(),
    completedHours: ZCompletedHours.optional(),
    logHours: z
      .number({ error: TASK_MESSAGES.loggedHoursRange })
      .gt(0, TASK_MESSAGES.loggedHoursRange)
      .max(MAX_LOGGED_HOURS, TASK_MESSAGES.loggedHoursRange)
      .optional(),
    status: ZTaskStatus.optional(),
  })
  .superRefine((v, ctx) => {
    checkRequired(v, ctx);
    if (v.logHours !== undefined && v.completedHours !== undefined) {
      ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.hoursTwice, path: ['logHours'] });
    }
  });
export type TUpdateTaskRequest = z.input<typeof ZUpdateTaskRequest>;
export type TUpdateTask = z.output<typeof ZUpdateTaskRequest>;

/** A task as every API and realtime event presents it. */
export const ZTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  createdById: z.string().nullable(),
  createdByName: z.string().nullable(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  priority: ZTaskPriority,
  status: ZTaskStatus,
  category: z.string(),
  estimatedHours: z.number(),
  completedHours: z.number(),
  tags: z.array(z.string()),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the viewer may do with it (src/domain/tasks/permissions.ts). */
  can: ZTaskCan,
});
export type TTask = z.infer<typeof ZTask>;

/** Tasks per list page, the same for every screen and the server's default. */
export const TASK_PAGE_SIZE = 50;
/**
 * The first page counts matches up to this many and beyond it the list says '500+': a count then
 * reads at most this many matches whatever the size of the table (a search's count reads
 * cap ÷ selectivity rows, so the cap is what keeps it a few milliseconds).
 */
export const TASK_COUNT_CAP = 500;

/** How many tasks match: counted on the first page only, `capped` when there are more than TASK_COUNT_CAP. */
const ZTaskListTotal = z.object({ count: z.number().int(), capped: z.boolean() });
export type TTaskListTotal = z.infer<typeof ZTaskListTotal>;

export const ZTaskList = z.object({
  tasks: z.array(ZTask),
  /** Opaque position after the last task of this page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Set on the first page (no cursor), null on the following ones. */
  total: ZTaskListTotal.nullable(),
});
export type TTaskList = z.infer<typeof ZTaskList>;

/** Whose tasks: assigned to me, created by me, or the whole team's. */
export const TASK_SCOPES = ['mine', 'created', 'all'] as const;
export const ZTaskScope = z.enum(TASK_SCOPES);
export type TTaskScope = z.infer<typeof ZTaskScope>;

/** GET /api/tasks query: filters run on the server, a page at a time (keyset: `cursor` from the previous page). */
export const ZListTasksQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** 'open' = every status but completed (a person's current tasks). */
  status: z.enum([...TASK_STATUSES, 'open', 'all']).optional(),
  priority: z.enum([...TASK_PRIORITIES, 'all']).optional(),
  assignee: z.uuid({ message: TASK_MESSAGES.unknownAssignee }).optional(),
  scope: ZTaskScope.default('all'),
  cursor: z.string().max(500, TASK_MESSAGES.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(TASK_PAGE_SIZE),
  sort: ZTaskSort.default('newest'),
});
export type TListTasksQuery = z.input<typeof ZListTasksQuery>;
export type TTaskFilter = Pick<
  z.output<typeof ZListTasksQuery>,
  'search' | 'status' | 'priority' | 'assignee' | 'sort'
> & { scope?: TTaskScope };
