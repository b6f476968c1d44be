import { z } from 'zod';
import { FMEA_MESSAGES, MAX_FMEA_TEXT, ZActionPriority, ZFmeaRow, ZRating } from './contract';

/**
 * A stored FMEA line with its action (AIAG-VDA step 6, issue 23 §1): the recommended action, who and
 * by when, its status, the action taken and its date, and the revised ratings with their AP.
 */
export const LINE_ACTION_STATUSES = ['none', 'planned', 'in_progress', 'done'] as const;
export const ZLineActionStatus = z.enum(LINE_ACTION_STATUSES);
export type TLineActionStatus = z.infer<typeof ZLineActionStatus>;

export const LINE_ACTION_STATUS_LABELS: Readonly<Record<TLineActionStatus, string>> = {
  none: 'Aksiyon yok',
  planned: 'Planlandı',
  in_progress: 'Devam ediyor',
  done: 'Tamamlandı',
};

export const LINE_MESSAGES = {
  notFound: 'FMEA satırı bulunamadı',
  forbiddenEdit: 'Bu satırı yalnızca FMEA’nın sahibi veya Yönetici değiştirebilir',
  forbiddenPropose: 'Revize derecelendirmeyi yalnızca bu satırdan açılan görevin sorumlusu önerebilir',
  staleEdit: 'Bu satır siz düzenlerken başka biri tarafından değiştirildi. Satırı yenileyip tekrar deneyin.',
  revisedIncomplete: 'Revize derecelendirmede S, O ve D birlikte girilmelidir',
  dateFormat: 'Tarih GG.AA.YYYY veya YYYY-AA-GG biçiminde olmalıdır',
  emptyChange: 'Değiştirilecek bir alan gönderin',
} as const;

const ZRevisedRatings = z.object({ severity: ZRating, occurrence: ZRating, detection: ZRating });

/** Revised ratings proposed by the task's assignee, waiting for the FMEA's owner. */
const ZLineProposal = ZRevisedRatings.extend({
  byId: z.string().nullable(),
  byName: z.string(),
  at: z.string(),
  note: z.string(),
});
export type TLineProposal = z.infer<typeof ZLineProposal>;

const ZLineCan = z.object({ edit: z.boolean(), propose: z.boolean() });

export const ZFmeaLine = ZFmeaRow.extend({
  position: z.number().int(),
  actionPriority: ZActionPriority.nullable(),
  actionStatus: ZLineActionStatus,
  completionDate: z.string(),
  taskId: z.string().nullable(),
  revisedRpn: z.number().int().nullable(),
  revisedActionPriority: ZActionPriority.nullable(),
  proposal: ZLineProposal.nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  can: ZLineCan,
});
export type TFmeaLine = z.infer<typeof ZFmeaLine>;

const LINE_PAGE_SIZE = 100;
const ZLineOrder = z.enum(['risk', 'file']);

/** GET /api/fmeas/:id/lines: a page of lines, riskiest first or in the file's order, filtered. */
export const ZListLinesQuery = z.strictObject({
  order: ZLineOrder.default('risk'),
  ap: ZActionPriority.optional(),
  status: z.enum([...LINE_ACTION_STATUSES, 'awaiting_revision']).optional(),
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(200, FMEA_MESSAGES.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(LINE_PAGE_SIZE),
});

export const ZLinePage = z.object({
  lines: z.array(ZFmeaLine),
  nextCursor: z.string().nullable(),
});
export type TLinePage = z.infer<typeof ZLinePage>;

export const ZLineParams = z.strictObject({
  id: z.uuid({ message: 'Geçersiz kimlik' }),
  lineId: z.string().min(1).max(64),
});

const ZText = z.string().trim().max(MAX_FMEA_TEXT, FMEA_MESSAGES.textTooLong);
/** 'GG.AA.YYYY' (as typed in Turkey) or ISO 'YYYY-AA-GG'; stored as ISO. Empty clears it. */
export const ZLineDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return '';
    const tr = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
    const iso = tr
      ? `${tr[3]}-${tr[2]!.padStart(2, '0')}-${tr[1]!.padStart(2, '0')}`
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? value
        : null;
    const date = iso ? new Date(`${iso}T00:00:00Z`) : null;
    if (!iso || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: LINE_MESSAGES.dateFormat });
      return z.NEVER;
    }
    return iso;
  });

/**
 * PATCH /api/fmeas/:id/lines/:lineId (owner or Yönetici): any of the fields, from the version the edit
 * started at (a stale one is 409). `revised: null` clears the revised ratings; `proposal: null`
 * dismisses the assignee's proposal (accepting it is sending it as `revised`).
 */
export const ZUpdateLineRequest = z
  .strictObject({
    version: z.number({ error: FMEA_MESSAGES.versionRequired }).int().min(1),
    processStep: ZText.optional(),
    potentialFailure: ZText.refine((v) => v !== '', FMEA_MESSAGES.failureRequired).optional(),
    effects: ZText.optional(),
    causes: ZText.optional(),
    preventionControls: ZText.optional(),
    detectionControls: ZText.optional(),
    severity: ZRating.optional(),
    occurrence: ZRating.nullable().optional(),
    detection: ZRating.nullable().optional(),
    recommendedAction: ZText.optional(),
    responsible: ZText.optional(),
    targetDate: ZLineDate.optional(),
    actionStatus: ZLineActionStatus.optional(),
    actionTaken: ZText.optional(),
    completionDate: ZLineDate.optional(),
    revised: ZRevisedRatings.nullable().optional(),
    proposal: z.null().optional(),
  })
  .refine(
    ({ version: _version, ...change }) => Object.values(change).some((value) => value !== undefined),
    LINE_MESSAGES.emptyChange,
  );
export type TUpdateLineRequest = z.input<typeof ZUpdateLineRequest>;
export type TUpdateLine = z.output<typeof ZUpdateLineRequest>;

/** POST /api/fmeas/:id/lines/:lineId/proposal: the task's assignee proposes the revised ratings. */
export const ZProposeRevisionRequest = ZRevisedRatings.extend({
  note: z.string().trim().max(500).default(''),
});
export type TProposeRevisionRequest = z.input<typeof ZProposeRevisionRequest>;

/** One field of a change, as shown in the line's history (values as text, '' for empty). */
const ZLineFieldChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type TLineFieldChange = z.infer<typeof ZLineFieldChange>;

const LINE_CHANGE_SOURCES = ['edit', 'fmea', 'task', 'proposal', '8d'] as const;
const ZLineChangeSource = z.enum(LINE_CHANGE_SOURCES);
export type TLineChangeSource = z.infer<typeof ZLineChangeSource>;

const ZLineChange = z.object({
  id: z.number().int(),
  source: ZLineChangeSource,
  fields: z.array(ZLineFieldChange),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});

export const ZLineHistory = z.object({ changes: z.array(ZLineChange) });
export type TLineHistory = z.infer<typeof ZLineHistory>;
