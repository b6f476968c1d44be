/** Why an Office container (.xlsx/.docx/.pptx) is refused before any reader opens it. */
export const CONTAINER_MESSAGES = {
  malformed:
    'Dosyanın zip yapısı tutarsız: iç başlıkları içindekiler tablosuyla uyuşmuyor. Dosya işlenmedi; ' +
    'lütfen dosyayı Office ile açıp yeniden kaydedin.',
  expanded:
    'Dosyanın açılmış içeriği izin verilen sınırı aşıyor (sıkıştırılmış dosya bombası olabilir); dosya işlenmedi.',
  encrypted: 'Dosyanın zip parçaları şifreli; lütfen şifresiz olarak yeniden kaydedin.',
} as const;
