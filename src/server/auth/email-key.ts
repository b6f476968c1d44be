/**
 * The key that matches an e-mail address from the identity provider to an account: trimmed, case
 * folded without a locale, and the four Turkish i's made one ('İ'.toLowerCase() is 'i̇' and the tr-TR
 * lower case of 'I' is 'ı', so neither locale alone makes 'İSMAİL@' and 'ismail@' one address).
 * Other letters keep their marks: 'müller@' and 'muller@' stay two addresses.
 */
export function emailKey(email: string): string {
  return email.normalize('NFC').trim().replace(/[İIı]/g, 'i').toLowerCase();
}
