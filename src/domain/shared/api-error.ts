import { z } from 'zod';

/** Body of every 4xx/5xx answer: `{"error": {code, message, field?}}`; message is Turkish. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZIdParams = z.object({ id: z.uuid({ message: 'Geçersiz kimlik' }) }).strict();

export const ZOk = z.object({ ok: z.literal(true) });
