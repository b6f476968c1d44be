import type { TAnalysisDepth } from '../../domain/settings/contract';

export interface DepthProfile {
  /** Whole call, retries included; past it the report comes from the engineering database. */
  timeoutMs: number;
  maxOutputTokens: number;
  /** Extra instruction about how much to write. */
  detail: string;
}

/** Settings' analysis depth → how long and how much the model may answer (spec: ~30 s, 1-2 min, 3-5 min). */
export const DEPTH_PROFILES: Readonly<Record<TAnalysisDepth, DepthProfile>> = {
  quick: {
    timeoutMs: 30_000,
    maxOutputTokens: 1_500,
    detail: 'Kısa ve öz yaz: her 8D bölümü 2-3 madde.',
  },
  standard: {
    timeoutMs: 60_000,
    maxOutputTokens: 3_000,
    detail: 'Her 8D bölümünü 3-5 madde ile açıkla.',
  },
  detailed: {
    timeoutMs: 120_000,
    maxOutputTokens: 6_000,
    detail:
      'Ayrıntılı yaz: her 8D bölümünü 4-6 madde ile açıkla; D4 bölümünde olası kök nedenleri 6M (İnsan, Makine, ' +
      'Metot, Malzeme, Ölçüm, Çevre) açısından değerlendir ve doğrulama yöntemlerini (ölçüm, deneme, 5 Neden) yaz; ' +
      'D5 ve D6 bölümlerinde sorumlu, termin ve etkinlik doğrulama kriterini belirt.',
  },
};
