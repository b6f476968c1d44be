import { z } from 'zod';

const ZProposalStatus = z.enum(['pending', 'accepted', 'rejected']);

export const EIGHT_D_FMEA_MESSAGES = {
  analysisNotFound: 'Analiz bulunamadı',
  forbiddenClose: 'Bu 8D raporunu yalnızca hazırlayan veya Yönetici kapatabilir',
  alreadyClosed: 'Bu 8D raporu zaten kapatıldı',
  operationTooLong: 'Operasyon en fazla 200 karakter olabilir',
  proposalNotFound: 'FMEA değişiklik önerisi bulunamadı',
  forbiddenDecide: 'Bu öneriyi yalnızca FMEA’nın sahibi veya Yönetici karara bağlayabilir',
  alreadyDecided: 'Bu öneri zaten karara bağlandı',
  lineGone: 'Önerinin satırı FMEA’dan silinmiş; öneri uygulanamaz',
} as const;

/** The change itself: texts to add to a line, its new O/D, or a whole new line. */
export const ZProposedChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cause'), add: z.string() }),
  z.object({ kind: z.literal('control'), add: z.string() }),
  z.object({
    kind: z.literal('ratings'),
    occurrence: z.number().int().min(1).max(10),
    detection: z.number().int().min(1).max(10),
  }),
  z.object({
    kind: z.literal('line'),
    processStep: z.string(),
    potentialFailure: z.string(),
    causes: z.string(),
    preventionControls: z.string(),
    severity: z.number().int().min(1).max(10),
    occurrence: z.number().int().min(1).max(10),
    detection: z.number().int().min(1).max(10),
  }),
]);
export type TProposedChange = z.infer<typeof ZProposedChange>;

/** POST /api/analyses/:id/closure: D8 — who and when (the session), and optionally the FMEA and operation. */
export const ZCloseEightDRequest = z.strictObject({
  fmeaId: z.uuid({ message: 'Geçersiz kimlik' }).nullable().default(null),
  operation: z.string().trim().max(200, EIGHT_D_FMEA_MESSAGES.operationTooLong).default(''),
});
export type TCloseEightDRequest = z.input<typeof ZCloseEightDRequest>;

const ZEightDClosure = z.object({
  closedAt: z.string(),
  closedByName: z.string().nullable(),
  fmeaId: z.string().nullable(),
  fmeaName: z.string().nullable(),
  operation: z.string(),
});

const ZFmeaProposal = z.object({
  id: z.string(),
  analysisId: z.string(),
  analysisTitle: z.string(),
  fmeaId: z.string(),
  fmeaName: z.string(),
  /** The line it changes (null for a new line until accepted: then the new line's id). */
  lineId: z.string().nullable(),
  /** The line as it was when proposed: where it is and what it says (empty for a new line). */
  lineLabel: z.string(),
  change: ZProposedChange,
  /** Turkish: why this change, in words. */
  reason: z.string(),
  status: ZProposalStatus,
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  can: z.object({ decide: z.boolean() }),
});
export type TFmeaProposal = z.infer<typeof ZFmeaProposal>;

/** GET /api/analyses/:id/fmea: the 8D's closure and the FMEA changes it proposed. */
export const ZEightDFmeaLink = z.object({
  closure: ZEightDClosure.nullable(),
  canClose: z.boolean(),
  proposals: z.array(ZFmeaProposal),
});
export type TEightDFmeaLink = z.infer<typeof ZEightDFmeaLink>;

export const ZDecideProposalRequest = z.strictObject({ decision: z.enum(['accept', 'reject']) });
export type TDecideProposalRequest = z.infer<typeof ZDecideProposalRequest>;
