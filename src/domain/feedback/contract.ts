import { z } from 'zod';

export const FEEDBACK_REQUIRED_MESSAGE = 'Lütfen isim ve mesaj alanlarını doldurun!';

export const ZCreateSuggestionRequest = z
  .object({
    name: z.string().trim().max(120, 'İsim en fazla 120 karakter olabilir'),
    message: z.string().trim().max(2000, 'Mesaj en fazla 2000 karakter olabilir'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.name === '' || v.message === '') {
      ctx.addIssue({
        code: 'custom',
        message: FEEDBACK_REQUIRED_MESSAGE,
        path: [v.name === '' ? 'name' : 'message'],
      });
    }
  });
export type TCreateSuggestionRequest = z.input<typeof ZCreateSuggestionRequest>;

export const ZSuggestion = z.object({
  id: z.string(),
  /** Author's initials joined with dots ('A.Y.'); the full name is not published. */
  user: z.string(),
  message: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZSuggestionList = z.object({ suggestions: z.array(ZSuggestion) });
export type TSuggestionList = z.infer<typeof ZSuggestionList>;

export const ZLikeResult = z.object({ id: z.string(), likes: z.number().int(), liked: z.boolean() });
export type TLikeResult = z.infer<typeof ZLikeResult>;
