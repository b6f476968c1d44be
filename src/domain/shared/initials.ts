/** Initials of a name, upper-cased the Turkish way: 'ismail şahin' → ['İ', 'Ş']. */
function initialsOf(name: string, max = 3): string[] {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase('tr-TR') ?? '')
    .filter(Boolean);
}

/** Avatar initials: 'Ahmet Yılmaz' → 'AY' (at most two letters). */
export function avatarInitials(name: string): string {
  const letters = initialsOf(name, 2);
  return letters.length > 0 ? letters.join('') : '?';
}

/** Feedback author shown as initials joined with dots (spec): 'Ayşe Nur Çelik' → 'A.N.Ç.'. */
export function dottedInitials(name: string): string {
  const letters = initialsOf(name);
  return letters.length > 0 ? `${letters.join('.')}.` : '?';
}
