/**
 * Turkish-aware text helpers shared by every search in the app (knowledge base, history, tasks).
 * Everything works on "folded" text: lower-cased with the tr-TR locale, Turkish letters mapped to
 * their ASCII look-alikes, so a user typing 'capak' on an English keyboard finds 'Çapak'.
 */

const ASCII_WITHOUT_CAPITAL_I = /^[\x00-\x48\x4a-\x7f]*$/;

/** Lower-cases with Turkish rules ('I' → 'ı', 'İ' → 'i'). */
export function trLower(s: string): string {
  // ASCII lower-cases the same with and without the locale, but for 'I' (→ 'ı'); the locale-aware
  // call costs tens of times more, and search texts are mostly ASCII words and numbers.
  if (ASCII_WITHOUT_CAPITAL_I.test(s)) return s.toLowerCase();
  // Without the tr-TR locale 'İ' lower-cases to 'i̇' (i + combining dot) and 'I' to 'i'.
  return s.toLocaleLowerCase('tr-TR');
}

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\x00-\x7f]/;
// Only the dotless i survives NFD + mark stripping; ş ğ ç ö ü â î û all decompose to base + mark.
const DOTLESS_I = /ı/g;

/** Lower-cases (tr-TR) and folds Turkish letters to ASCII: 'Çapağı' → 'capagi', 'ISIL' → 'isil'. */
export function foldTurkish(s: string): string {
  // Plain toLowerCase is enough here and much faster than the tr-TR locale: every i-variant ends up
  // as 'i' anyway ('I' → 'i', 'İ' → 'i' + U+0307, whose mark is stripped below).
  const lower = s.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFD').replace(COMBINING_MARKS, '').replace(DOTLESS_I, 'i');
}

/** Folded words of a search query ('  ÇAPAK  Hat-3 ' → ['capak', 'hat-3']); every one must match. */
export function foldedWords(query: string | undefined): string[] {
  return foldTurkish(query ?? '')
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

// Marks count as word characters so a decomposed 'ç' (c + U+0327) does not split a word in two.
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** Splits into lower-cased (tr-TR, not folded) words of at least 2 characters, keeping the user's spelling. */
export function splitWords(s: string): string[] {
  return trLower(s)
    .normalize('NFC')
    .split(NON_WORD)
    .filter((w) => w.length >= 2);
}

/** Folded words of at least 2 characters: 'Parçalarda çapak!' → ['parcalarda', 'capak']. */
export function tokenize(s: string): string[] {
  return foldTurkish(s)
    .split(NON_WORD)
    .filter((w) => w.length >= 2);
}

/** Case- and accent-insensitive substring test: trIncludes('Çapak Oluşumu', 'capak') === true. */
export function trIncludes(haystack: string, needle: string): boolean {
  return foldTurkish(haystack).includes(foldTurkish(needle));
}

/** Common Turkish (and a few English) function words, folded; they carry no search meaning. */
const TURKISH_STOPWORDS: ReadonlySet<string> = new Set(
  (
    've ile veya ya yada bir bu su o da de ki icin cok olan var yok gibi ama en mi mu ne daha her hem ' +
    'ise gore kadar sonra once olarak oldu olur olmus oluyor nasil neden niye bazi tum hep sadece cunku ' +
    'fakat ancak hic icinde uzerinde sey bunu buna bunlar bunun onun biz siz ben sen onlar yani diye dir ' +
    'dur tarafindan ayrica hala zaten sanki bile and or the of in on to for with is are not no an at by'
  ).split(' '),
);

/** True for a folded token that is a Turkish/English function word. */
export function isStopword(foldedToken: string): boolean {
  return TURKISH_STOPWORDS.has(foldedToken);
}

// Folded vowels: ı→i, ö→o, ü→u, so five letters cover all eight Turkish vowels.
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
// Voiceless consonants (ç→c, ş→s after folding); 'c' is ambiguous once folded, so it counts as both.
const VOICELESS = new Set(['f', 's', 't', 'k', 'c', 'h', 'p']);
const MIN_STEM = 3;

type SuffixRule = readonly [suffix: string, allowed: (prev: string) => boolean];

const isVowel = (ch: string): boolean => VOWELS.has(ch);
const isConsonant = (ch: string): boolean => !VOWELS.has(ch);
const always = (): boolean => true;
// Consonant assimilation: -ta/-te/-tan/-ten only follow voiceless consonants, -da/-de/-dan/-den the rest.
const afterVoiceless = (ch: string): boolean => VOICELESS.has(ch);
const notAfterVoiceless = (ch: string): boolean => !VOICELESS.has(ch) || ch === 'c';

// Longest suffixes first; the condition looks at the last letter of what would remain.
// Folding merges the vowel-harmony variants (-ları/-leri, -lı/-li/-lu/-lü …) into two spellings.
const SUFFIX_RULES: readonly SuffixRule[] = [
  ['miyor', always], // negative progressive: dolmuyor → dol
  ['muyor', always],
  ['iyor', always],
  ['uyor', always],
  ['lik', always], // derivational -lık/-lik/-luk/-lük
  ['luk', always],
  ['siz', always], // -sız/-siz
  ['suz', always], // -suz/-süz
  ['mis', always], // -mış/-miş
  ['mus', always], // -muş/-müş
  ['lar', always],
  ['ler', always],
  ['dan', notAfterVoiceless],
  ['den', notAfterVoiceless],
  ['tan', afterVoiceless],
  ['ten', afterVoiceless],
  ['nin', isVowel], // genitive after a vowel: boyanın
  ['nun', isVowel],
  ['sin', isVowel], // possessive + buffer n before a case ending: boyasında → boyasın
  ['sun', isVowel],
  ['li', always], // -lı/-li/-lu/-lü
  ['lu', always],
  ['si', isVowel], // possessive after a vowel: boyası
  ['su', isVowel],
  ['yi', isVowel], // accusative/dative after a vowel: boyayı, boyaya
  ['yu', isVowel],
  ['ya', isVowel],
  ['ye', isVowel],
  ['da', notAfterVoiceless],
  ['de', notAfterVoiceless],
  ['ta', afterVoiceless],
  ['te', afterVoiceless],
  ['in', isConsonant], // genitive after a consonant: kalıbın
  ['un', isConsonant],
  ['i', isConsonant], // accusative/possessive after a consonant: çapağı
  ['u', isConsonant],
];

// Final-consonant softening (çapak → çapağı, kalıp → kalıbı, renk → rengi, metot → metodu):
// a stem that lost a vowel suffix always ends in the hard form so every inflection shares it.
const HARDEN: Readonly<Record<string, string>> = { g: 'k', b: 'p', d: 't' };
const MAX_PASSES = 6;

// Roots that merely look inflected; stripping them would merge unrelated words (deri 'leather'
// with derin 'deep', yakın 'near' with yağ 'oil'), so stemming stops when it reaches one.
const PROTECTED_ROOTS: ReadonlySet<string> = new Set(
  'deri derin kalin yakin zemin metin resin bobin nokta seviye cizgi'.split(' '),
);

function harden(stem: string): string {
  const hard = HARDEN[stem.at(-1) ?? ''];
  return hard === undefined ? stem : stem.slice(0, -1) + hard;
}

/** Shortest length a stem of `word` may have: 3, or a protected root it starts with ('yakınında' ≥ 'yakın'). */
function stemFloor(word: string): number {
  let floor = Infinity;
  for (const root of PROTECTED_ROOTS) if (word.startsWith(root)) floor = Math.min(floor, root.length);
  return Number.isFinite(floor) ? floor : MIN_STEM;
}

function stripOnce(word: string, floor: number): string | null {
  for (const [suffix, allowed] of SUFFIX_RULES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < floor) continue;
    if (!allowed(stem.at(-1) ?? '')) continue;
    return harden(stem);
  }
  return null;
}

/**
 * Light Turkish stemmer on folded text: strips inflectional suffixes right to left, never below
 * 3 letters, and hardens a softened final consonant. 'çapağı', 'çapaklı', 'capagi' → 'capak'.
 */
export function stemTurkish(token: string): string {
  const folded = foldTurkish(token);
  const floor = stemFloor(folded);
  let word = folded;
  for (let pass = 0; pass < MAX_PASSES && !PROTECTED_ROOTS.has(word); pass++) {
    const next = stripOnce(word, floor);
    if (next === null) break;
    word = next;
  }
  // An uninflected 'yağ' must meet 'yağı' → 'yak'; only after a vowel, so English 'weld'/'welding' stay.
  if (word === folded && word.length >= MIN_STEM && isVowel(word.at(-2) ?? '')) return harden(word);
  return word;
}
