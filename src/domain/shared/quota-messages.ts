const MB = 1024 * 1024;

/**
 * Bytes as tr-TR megabytes with two decimals (1 MB = 1 048 576 bytes): 1 572 864 → '1,50 MB'.
 * @internal
 */
export function formatMegabytes(bytes: number): string {
  const value = (bytes / MB).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value} MB`;
}

/** The storage and heavy-job limits, as the API answers them (413 and 429). */
export const QUOTA_MESSAGES = {
  userStorage: (used: number, incoming: number, allowed: number) =>
    `Doküman depolama kotanız yetmiyor: kullanılan ${formatMegabytes(used)}, bu yükleme ${formatMegabytes(incoming)}, ` +
    `izin verilen ${formatMegabytes(allowed)}. Yer açmak için eski dokümanlarınızı silin veya yöneticinize başvurun.`,
  totalStorage: (used: number, incoming: number, allowed: number) =>
    `Kurulumun doküman depolama alanı yetmiyor: kullanılan ${formatMegabytes(used)}, bu yükleme ${formatMegabytes(incoming)}, ` +
    `izin verilen ${formatMegabytes(allowed)}. Lütfen yöneticinize başvurun.`,
  heavyJobs: (limit: number, retryAfterSeconds: number) =>
    `Aynı anda en fazla ${limit} ağır işlem (içe aktarma, denetim, plan oluşturma, PDF veya XLSX dışa aktarma) ` +
    `çalıştırabilirsiniz ve şu anda bu sınırdasınız. Lütfen ${retryAfterSeconds} saniye sonra yeniden deneyin.`,
} as const;
