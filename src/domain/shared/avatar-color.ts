/**
 * Avatar backgrounds: white initials on each reach WCAG AA (contrast ≥ 4.5:1, checked in the test).
 * Twelve hues far enough apart that two people with the same initials are told apart at a glance.
 * @internal
 */
export const AVATAR_COLORS = [
  '#1d4ed8', // blue-700
  '#b91c1c', // red-700
  '#047857', // emerald-700
  '#7e22ce', // purple-700
  '#b45309', // amber-700
  '#0f766e', // teal-700
  '#be185d', // pink-700
  '#4338ca', // indigo-700
  '#15803d', // green-700
  '#c2410c', // orange-700
  '#0369a1', // sky-700
  '#475569', // slate-600
] as const;

/** FNV-1a (32 bit) of a string: stable across runs, browsers and the server. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The avatar colour of a user, derived from the id (not the name: namesakes differ, renames keep it). */
export function avatarColor(userId: string): string {
  return AVATAR_COLORS[fnv1a(userId) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
