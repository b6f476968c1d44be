import { z } from 'zod';
import { EIGHT_D_TITLES } from '../../domain/analyses/report-labels';

const MAX_TEXT = 4_000;
const text = (description: string) => z.string().min(1).max(MAX_TEXT).describe(description);

/**
 * What a language model must return (typed output). Arrays and numbers carry their bounds so a
 * short or out-of-range answer is rejected and the engineering database takes over.
 */
export const ZAiReport = z.object({
  problemType: text('Problem tipi (kısa hata adı), örn. "Çapak"'),
  rootCause: text('En olası kök neden(ler), tek paragraf'),
  immediateActions: z.array(text('Acil eylem')).min(3).max(5).describe('3-5 acil eylem'),
  recommendations: z
    .array(text('Mühendislik önerisi'))
    .min(1)
    .max(10)
    .describe('Kalıcı mühendislik önerileri'),
  confidence: z.number().min(0).max(100).describe('Analizin güven skoru, 0-100'),
  eightD: z
    .object({
      d1: text(EIGHT_D_TITLES.d1),
      d2: text(EIGHT_D_TITLES.d2),
      d3: text(EIGHT_D_TITLES.d3),
      d4: text(EIGHT_D_TITLES.d4),
      d5: text(EIGHT_D_TITLES.d5),
      d6: text(EIGHT_D_TITLES.d6),
      d7: text(EIGHT_D_TITLES.d7),
      d8: text(EIGHT_D_TITLES.d8),
    })
    .describe('8D raporunun sekiz disiplini; satırlar "\\n", maddeler "• " ile başlar'),
});
export type TAiReport = z.infer<typeof ZAiReport>;
