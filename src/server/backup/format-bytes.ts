/** "12,4 MB" as a Turkish administrator reads it. */
export function formatBytes(bytes: number): string {
  const units = ['bayt', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('tr-TR', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}
