import { foldTurkish } from '../../shared/turkish-text';
import type { TProposedChange } from './contract';

/** What an 8D report says, as the FMEA update reads it. */
export interface EightDFacts {
  title: string;
  /** The knowledge entry's failure name ('Çapak') or the engineer's problem type. */
  problemType: string;
  rootCause: string;
  /** Corrective actions (D5), best first. */
  recommendations: readonly string[];
  severity: 'critical' | 'high' | 'medium' | 'low';
  /** Non-empty: the failure reached the customer (the detection let it through). */
  customerImpact: string;
  /** Folded words naming the process family ('enjeksiyon', 'boya'…); empty when not known. */
  processWords: readonly string[];
}

/** A stored PFMEA line the proposals are made against. */
export interface CandidateLine {
  fmeaId: string;
  id: string;
  processStep: string;
  potentialFailure: string;
  causes: string;
  preventionControls: string;
  severity: number;
  occurrence: number | null;
  detection: number | null;
  /** Folded name and part/process of its FMEA (the process family is looked for there too). */
  fmeaText: string;
}

export interface ProposalDraft {
  fmeaId: string;
  lineId: string | null;
  lineLabel: string;
  change: TProposedChange;
  reason: string;
}

/** The most lines one closure proposes changes for: beyond that the match is too loose to help. */
const MAX_MATCHED_LINES = 10;

// Words too common in failure texts to say which failure it is.
const COMMON = new Set([
  'hata',
  'hatasi',
  'hatali',
  'parca',
  'parcada',
  'urun',
  'sorun',
  'problem',
  'yok',
  'var',
  'olan',
  'icin',
  'ile',
  'nedeni',
]);

/** Significant folded words of a text (4 letters or more, not a common word). */
export function keyWords(text: string): string[] {
  return [...new Set(foldTurkish(text).split(/[^\p{L}\p{N}]+/u))].filter(
    (w) => w.length >= 4 && !COMMON.has(w),
  );
}

// Turkish adds suffixes and softens the stem's last consonant before them ('çapak', 'çapaklı', 'çapağı'
// → 'capagi'; 'kanat' → 'kanadı'): compared with the softened letters hardened again, words agree when
// one is the start of the other, or both share their first five letters.
const hardened = (w: string) => w.replace(/g/g, 'k').replace(/b/g, 'p').replace(/d/g, 't');
const sameWord = (x: string, y: string) => {
  const [a, b] = [hardened(x), hardened(y)];
  return (
    a.startsWith(b) || b.startsWith(a) || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5))
  );
};
const shares = (words: readonly string[], text: string) => {
  const other = keyWords(text);
  return words.some((w) => other.some((o) => sameWord(w, o)));
};

/** Operation numbers of a text ('Op 20 Enjeksiyon' → ['20']), so 'OP20' and 'Operasyon 20' agree. */
const opNumbers = (text: string): string[] => foldTurkish(text).match(/\d+/g) ?? [];

function sameOperation(operation: string, step: string): boolean {
  const numbers = opNumbers(operation);
  if (numbers.length > 0) return numbers.some((n) => opNumbers(step).includes(n));
  return shares(keyWords(operation), step);
}

/**
 * The lines an 8D is about: the failure named the same way (problem type first, else the title), in
 * the operation when one is named; with no FMEA named, lines of the same process family come first.
 */
export function matchingLines(
  facts: EightDFacts,
  lines: readonly CandidateLine[],
  operation: string,
): CandidateLine[] {
  const failureWords =
    keyWords(facts.problemType).length > 0 ? keyWords(facts.problemType) : keyWords(facts.title);
  const matched = lines.filter(
    (line) =>
      shares(failureWords, line.potentialFailure) &&
      (operation === '' || sameOperation(operation, line.processStep)),
  );
  const inFamily = (line: CandidateLine) =>
    facts.processWords.some((w) => line.fmeaText.includes(w) || foldTurkish(line.processStep).includes(w));
  return [...matched.filter(inFamily), ...matched.filter((line) => !inFamily(line))].slice(
    0,
    MAX_MATCHED_LINES,
  );
}

const contains = (haystack: string, needle: string) =>
  foldTurkish(haystack).includes(foldTurkish(needle).trim());

/**
 * S of a new line from the 8D's severity (AIAG-VDA: 9-10 safety/regulatory, 7-8 high, 4-6 moderate).
 * @internal
 */
export const SEVERITY_OF_EIGHT_D = { critical: 9, high: 8, medium: 6, low: 4 } as const;
/**
 * A failure that happened is at least moderately likely (O 4); one the customer saw escaped detection (D 7).
 * @internal
 */
export const OCCURRENCE_AFTER_EIGHT_D = 4;
/** @internal */
export const DETECTION_AFTER_ESCAPE = 7;

const label = (line: CandidateLine) => [line.processStep, line.potentialFailure].filter(Boolean).join(' — ');

/** The changes an 8D proposes for each line it concerns, or a new line when the named FMEA has none. */
export function proposeChanges(
  facts: EightDFacts,
  matched: readonly CandidateLine[],
  target: { fmeaId: string | null; operation: string },
): ProposalDraft[] {
  const action = facts.recommendations.find((r) => r.trim() !== '') ?? '';
  const escaped = facts.customerImpact.trim() !== '';
  const drafts: ProposalDraft[] = [];
  for (const line of matched) {
    const base = { fmeaId: line.fmeaId, lineId: line.id, lineLabel: label(line) };
    if (facts.rootCause.trim() !== '' && !contains(line.causes, facts.rootCause))
      drafts.push({
        ...base,
        change: { kind: 'cause', add: facts.rootCause.trim() },
        reason: '8D kök nedeni (D4) bu satırın nedenleri arasında yok; nedenlere eklenir.',
      });
    if (action !== '' && !contains(line.preventionControls, action))
      drafts.push({
        ...base,
        change: { kind: 'control', add: action.trim() },
        reason: '8D düzeltici faaliyeti (D5) bu satırın önleme kontrollerine eklenir.',
      });
    const occurrence = Math.max(line.occurrence ?? 0, OCCURRENCE_AFTER_EIGHT_D);
    const detection = escaped
      ? Math.max(line.detection ?? 0, DETECTION_AFTER_ESCAPE)
      : (line.detection ?? DETECTION_AFTER_ESCAPE);
    if (occurrence !== line.occurrence || detection !== line.detection) {
      const why = [
        occurrence !== line.occurrence ? `hata gerçekleşti, O ${line.occurrence ?? '–'} → ${occurrence}` : '',
        detection !== line.detection
          ? escaped
            ? `hata müşteriye ulaştı, mevcut tespit yetersiz: D ${line.detection ?? '–'} → ${detection}`
            : `D ${line.detection ?? '–'} → ${detection}`
          : '',
      ].filter(Boolean);
      drafts.push({
        ...base,
        change: { kind: 'ratings', occurrence, detection },
        reason: `8D sonrası yeniden derecelendirme: ${why.join('; ')}.`,
      });
    }
  }
  if (matched.length === 0 && target.fmeaId !== null) {
    drafts.push({
      fmeaId: target.fmeaId,
      lineId: null,
      lineLabel: '',
      change: {
        kind: 'line',
        processStep: target.operation,
        potentialFailure: (facts.problemType.trim() || facts.title.trim()).slice(0, 2000),
        causes: facts.rootCause.trim(),
        preventionControls: action.trim(),
        severity: SEVERITY_OF_EIGHT_D[facts.severity],
        occurrence: OCCURRENCE_AFTER_EIGHT_D,
        detection: escaped ? DETECTION_AFTER_ESCAPE : 5,
      },
      reason: `FMEA’da ${target.operation ? `"${target.operation}" operasyonunda ` : ''}bu hata için satır yok; 8D’den yeni satır önerilir.`,
    });
  }
  return drafts;
}
