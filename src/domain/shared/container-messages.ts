/** Why an Office container (.xlsx/.docx/.pptx) is refused before any reader opens it. */
export const CONTAINER_MESSAGES = {
  malformed:
    'Dosyanın zip yapısı tutarsız: iç başlıkları içindekiler tablosuyla uyuşmuyor. Dosya işlenmedi; ' +
    'lütfen dosyayı Office ile açıp yeniden kaydedin.',
  expanded:
    'Dosyanın açılmış içeriği izin verilen sınırı aşıyor (sıkıştırılmış dosya bombası olabilir); dosya işlenmedi.',
  encrypted: 'Dosyanın zip parçaları şifreli; lütfen şifresiz olarak yeniden kaydedin.',
} as const;

/** A file whose reading passed its thread's budget (DOCUMENT_READ_SECONDS / DOCUMENT_READ_MEMORY_MB). */
export const READ_BUDGET_MESSAGES = {
  time: (seconds: number) =>
    `Dosya ${seconds.toLocaleString('tr-TR')} saniyelik okuma süresi içinde okunamadı (çok büyük veya karmaşık dosya); ` +
    'dosya işlenmedi. Yalnızca FMEA tablosunu içeren daha küçük bir dosya yükleyin.',
  memory: (mb: number) =>
    `Dosya okunurken ${mb.toLocaleString('tr-TR')} MB bellek sınırı aşıldı (çok büyük veya bozuk yapılı dosya); ` +
    'dosya işlenmedi. Yalnızca FMEA tablosunu içeren daha küçük bir dosya yükleyin.',
} as const;
