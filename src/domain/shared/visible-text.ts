/**
 * Characters that change how a name looks without being seen: zero-width spaces and joiners, soft
 * hyphens, bidirectional overrides (U+202E turns "Ahmet" around). A name holding one can pass for
 * someone else's ("Ahmet Yılmaz\u200b" beside "Ahmet Yılmaz"), so names refuse them.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cc}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

export const INVISIBLE_CHARACTERS_MESSAGE = 'Ad soyad görünmeyen veya yön değiştiren karakterler içeremez';
