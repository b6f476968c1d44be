import unhomoglyph from 'unhomoglyph';

/*
 * Server-only: the confusables table (unhomoglyph, Unicode's confusables.txt) weighs ~100 KB, so the
 * web bundle must not import this file.
 */

// Applied to NFKC text, where 'İ' is one code point: dotted, dotless, upper and lower i are one letter
// for a Turkish reader, and 'ADMIN' must not lower-case to 'admın' (tr-TR) or 'admin' (en) by chance.
const TURKISH_I = /[Iİı]/g;
// Zero-width joiners, bidi controls, Hangul fillers…: invisible, so they must not tell names apart
// (UTS #39 removes Default_Ignorable_Code_Point characters from a skeleton).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// The dot of 'i' typed as a combining mark (i + U+0307) looks like a plain 'i'.
const DOTTED_I = /i\u0307/g;
// confusables.txt maps 'I', '1', '|', Cyrillic 'Ӏ'… to 'l'. Case-insensitive names with I ≡ i make 'l'
// look like a capital i ('ADMlN' reads as 'ADMIN'), so the whole i/l class ends on one letter.
const L_CLASS = /l/g;
// Each pass is idempotent on everything the table produces; the bound only guards against a bad table.
const MAX_PASSES = 4;

function onePass(text: string): string {
  const folded = text.normalize('NFKC').trim().replace(TURKISH_I, 'i').replace(INVISIBLE, '');
  // Map in the case the user typed (Cherokee 'Ꭺ' is an 'A' only in upper case), then lower-case and map
  // again (Cyrillic 'а', 'm' → 'rn'), as UTS #39 on NFD text.
  const typedCase = unhomoglyph(folded.normalize('NFD')).normalize('NFD');
  const lower = typedCase.toLowerCase().replace(TURKISH_I, 'i');
  return unhomoglyph(lower.normalize('NFD'))
    .normalize('NFD')
    .toLowerCase()
    .replace(TURKISH_I, 'i')
    .replace(DOTTED_I, 'i')
    .replace(L_CLASS, 'i');
}

/**
 * The key under which two usernames count as the same account: NFKC, Turkish i-folding, lower case
 * and the Unicode TS #39 confusables skeleton. 'ADMIN', 'аdmin' (Cyrillic а) and 'ａｄｍｉｎ' share one.
 * Not for display: 'm' becomes 'rn' and 'l' becomes 'i'.
 */
export function usernameSkeleton(username: string): string {
  let current = username;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = onePass(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
