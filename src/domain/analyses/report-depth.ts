/**
 * What 'Analiz Derinliği' changes in an engineering-database report. The database answers at once,
 * so depth is not time here but content: quick keeps one entry and a short report, detailed adds
 * the alternatives with their evidence, every Ishikawa (6M) branch and verification steps.
 */
import type { TAnalysisDepth } from '../settings/contract';
import type { TAlternativeCause } from './contract';
import { SIX_M, type KnowledgeEntry, type SixM } from './knowledge/knowledge-entry';
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';
import type { ScoredAlternative } from './report-alternatives';

const ALTERNATIVE_COUNT = 3;
/** Root causes of an alternative shown as its evidence in a detailed report. */
const ALTERNATIVE_CAUSE_COUNT = 2;

/** How each depth sizes the report (standard is the spec's). */
export interface DepthContent {
  rootCauses: number;
  immediateActions: number;
  /** Preventive measures as recommendations; undefined = all of them. */
  recommendations: number | undefined;
  /** Root causes and solutions in d4 and d5. */
  d4d5: number;
  alternatives: number;
  technicalDetails: boolean;
  /** d4 lists every 6M branch and the report carries verification steps. */
  detailed: boolean;
}

export const DEPTH_CONTENT: Readonly<Record<TAnalysisDepth, DepthContent>> = {
  quick: {
    rootCauses: 2,
    immediateActions: 2,
    recommendations: 2,
    d4d5: 1,
    alternatives: 0,
    technicalDetails: false,
    detailed: false,
  },
  standard: {
    rootCauses: 3,
    immediateActions: 3,
    recommendations: undefined,
    d4d5: 2,
    alternatives: ALTERNATIVE_COUNT,
    technicalDetails: true,
    detailed: false,
  },
  detailed: {
    rootCauses: 3,
    immediateActions: 3,
    recommendations: undefined,
    d4d5: 4,
    alternatives: ALTERNATIVE_COUNT,
    technicalDetails: true,
    detailed: true,
  },
};

/** Alternatives as the report shows them; a detailed report adds the words that matched them and their first root causes. */
export function alternativesOf(
  alternatives: readonly ScoredAlternative[],
  count: number,
  withEvidence: boolean,
): TAlternativeCause[] {
  return alternatives.slice(0, count).map(({ match: { entry, matchedTerms }, score }) => ({
    id: entry.id,
    name: entry.name,
    category: entry.category,
    score,
    ...(withEvidence
      ? {
          matchedTerms: [...matchedTerms],
          rootCauses: entry.rootCauses.slice(0, ALTERNATIVE_CAUSE_COUNT).map((cause) => cause.text),
        }
      : {}),
  }));
}

/** How a cause of each 6M branch is confirmed or ruled out on the shop floor. */
const VERIFICATION_METHODS: Readonly<Record<SixM, string>> = {
  machine:
    'makine ve kalıp parametre kayıtlarını reçeteyle karşılaştırın, kontrollü bir deneme üretimi yapın',
  method: 'iş talimatını ve proses ayarını sahada gözlemleyip talimattan sapmaları kaydedin',
  material:
    'lot sertifikasını ve giriş kontrol ölçümlerini inceleyin, şüpheli lotu iyi bir lotla karşılaştırın',
  man: 'uygulamayı operatörle birlikte izleyin, eğitim ve yetkinlik kayıtlarını kontrol edin',
  measurement: 'ölçüm sistemini (MSA, Gage R&R) doğrulayın ve ölçümü bağımsız bir cihazla tekrarlayın',
  environment: 'ortam sıcaklığı ve nem kayıtlarını hata oranıyla aynı zaman ekseninde karşılaştırın',
};

/** @internal */
export const FINAL_VERIFICATION =
  'Doğrulanan kök nedeni açıp kapatarak (neden varken hata oluşuyor, giderilince kayboluyor) en az üç partide teyit edin';

export const GENERIC_VERIFICATION_STEPS: readonly string[] = [
  ...(Object.keys(SIX_M) as SixM[]).map((m) => `${SIX_M[m]}: ${VERIFICATION_METHODS[m]}`),
  FINAL_VERIFICATION,
];

/** One step per 6M branch of the entry (its first cause there), one per alternative to rule out, and the on/off test. */
export function verificationSteps(entry: KnowledgeEntry, alternatives: readonly KnowledgeMatch[]): string[] {
  const steps: string[] = [];
  for (const m of Object.keys(SIX_M) as SixM[]) {
    const cause = entry.rootCauses.find((c) => c.sixM === m);
    if (cause) steps.push(`${SIX_M[m]} – "${cause.text}": ${VERIFICATION_METHODS[m]}`);
  }
  for (const { entry: other } of alternatives) {
    const first = other.rootCauses[0];
    if (first) steps.push(`Alternatif "${other.name}" dışlanmalı: "${first.text}" kontrol edin`);
  }
  steps.push(FINAL_VERIFICATION);
  return steps;
}

/** d4 of a detailed report: every 6M branch of the entry with all its causes. */
export function sixMBranches(entry: KnowledgeEntry): string {
  return (Object.keys(SIX_M) as SixM[])
    .map((m) => {
      const causes = entry.rootCauses.filter((c) => c.sixM === m).map((c) => `  • ${c.text}`);
      return `${SIX_M[m]} (${causes.length}):\n${causes.length > 0 ? causes.join('\n') : '  • Bu dalda kayıtlı neden yok'}`;
    })
    .join('\n');
}
