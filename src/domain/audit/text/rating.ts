/** A 1-10 style rating cell as a number: '9', ' 9 ', '9.0', '9,0' → 9; anything else → null. */
export function parseRating(text: string | undefined): number | null {
  const t = (text ?? '').trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/** Whether a parsed rating is an integer 1-10. */
export function isValidRating(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 10;
}
