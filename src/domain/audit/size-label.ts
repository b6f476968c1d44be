const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * A file size as the spec shows it (§9): Bytes, KB, MB or GB, base 1024, two decimals with the
 * Turkish decimal comma: 0 → '0 Bytes', 1536 → '1,50 KB', 5 GiB → '5,00 GB'. Bytes stay whole.
 */
export function sizeLabel(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const whole = Math.round(bytes);
  if (whole < BASE) return `${whole} Bytes`;
  let exponent = 0;
  let value = whole;
  // Integer steps, not Math.log: log(1024²)/log(1024) is 1.9999… in floating point.
  // A value that would print as '1024,00' moves to the next unit, as a reader expects.
  while (exponent < UNITS.length - 1 && value >= BASE - 0.005) {
    value /= BASE;
    exponent += 1;
  }
  return `${value.toFixed(2).replace('.', ',')} ${UNITS[exponent]}`;
}
