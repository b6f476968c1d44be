import { isStopword, stemTurkish, tokenize } from '../../shared/turkish-text';

// Words that name the kind of step, not the step: 'Kaynak işlemi' and 'Kaynak' are one operation.
const GENERIC: ReadonlySet<string> = new Set(
  'islem islemi operasyon operasyonu operation process proses prosesi step adim asama'.split(' '),
);

/** Stems of the meaningful words of a step name, Turkish-aware ('Çapak Alma' → ['capak', 'alma']). */
export function nameStems(name: string): string[] {
  return tokenize(name)
    .filter((t) => !isStopword(t) && !GENERIC.has(t) && !/^\d+$/.test(t))
    .map(stemTurkish);
}

// Words repeat across thousands of comparisons: their trigram sets are kept (bounded).
const TRIGRAM_CACHE = new Map<string, Set<string>>();
const TRIGRAM_CACHE_LIMIT = 20_000;

function trigrams(word: string): Set<string> {
  const cached = TRIGRAM_CACHE.get(word);
  if (cached) return cached;
  const padded = ` ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  if (TRIGRAM_CACHE.size >= TRIGRAM_CACHE_LIMIT) TRIGRAM_CACHE.clear();
  TRIGRAM_CACHE.set(word, grams);
  return grams;
}

/** Dice coefficient of character trigrams: tolerates typos ('kaynak' / 'kaynk'). */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 3 || b.length < 3) return 0;
  // English inflections the Turkish stemmer leaves alone: 'weld' / 'welding', 'inspect' / 'inspection'.
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return 0.8;
  const ga = trigrams(a);
  const gb = trigrams(b);
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared += 1;
  return (2 * shared) / (ga.size + gb.size);
}

const WORD_MATCH = 0.6;

function bestMatch(word: string, others: readonly string[]): number {
  let best = 0;
  for (const other of others) {
    const s = wordSimilarity(word, other);
    if (s > best) best = s;
    if (best === 1) break;
  }
  return best >= WORD_MATCH ? best : 0;
}

/**
 * Similarity of two step names, 0-1, over word stems with typo tolerance. When every word of the
 * shorter name is found in the longer one ('Kaynak' in 'Kaynak ve kontrol') the names count as the
 * same step (≥ 0.8). Word lists are short (a step name), so the pairwise word loop is cheap.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const scoresA = a.map((w) => bestMatch(w, b));
  const scoresB = b.map((w) => bestMatch(w, a));
  const sum = scoresA.reduce((x, y) => x + y, 0) + scoresB.reduce((x, y) => x + y, 0);
  const dice = sum / (a.length + b.length);
  const shorter = a.length <= b.length ? scoresA : scoresB;
  const contained = shorter.every((s) => s > 0);
  return contained ? Math.max(dice, 0.8) : dice;
}

/** Names at or above this similarity name the same step. */
export const SAME_STEP = 0.6;
