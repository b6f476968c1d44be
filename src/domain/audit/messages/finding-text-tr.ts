import { DOCUMENT_TYPE_LABELS } from '../labels';
import { AUDIT_RULES } from '../rules';
import { CP_FIELD_LABELS, PFMEA_FIELD_LABELS } from '../tables/field-labels';

/**
 * The Turkish text of every finding message: the one source of the server's `description` and
 * `recommendation`, and of the web's `findingText` in `ai-auditor/locales/tr.json` (a test keeps
 * them equal; `en.json` holds the English of the same keys). `{name}` is a parameter; a message
 * without a recommendation uses the rule's general one.
 */
const MESSAGES = {
  // Documents
  'doc-unreadable-legacy-ppt': {
    description:
      'Dosya eski PowerPoint (.ppt) biçiminde; bu biçim için bakımı süren bir okuyucu yok, içerik okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Dosyayı PowerPoint’te açıp PPTX olarak kaydedin ve yeniden yükleyin.',
  },
  'doc-unreadable-legacy-format': {
    description:
      'Dosya eski bir biçimde kaydedilmiş ve okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Dosyayı güncel biçimde (XLSX, DOCX veya PPTX) kaydedip yeniden yükleyin.',
  },
  'doc-unreadable-no-text-layer': {
    description:
      'PDF’te metin katmanı yok (taranmış görüntü); içindeki yazı okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation:
      'Dokümanın asıl dosyasını (XLSX/DOCX) veya metin katmanlı bir PDF’ini yükleyin ya da taranmış PDF’e OCR uygulayın.',
  },
  'doc-unreadable-encrypted': {
    description:
      'Dosya parola korumalı veya şifreli; içerik okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Parola korumasını kaldırıp dosyayı yeniden kaydedin ve yükleyin.',
  },
  'doc-unreadable-corrupt': {
    description:
      'Dosya bozuk veya içeriği uzantısıyla uyuşmuyor; okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Dosyayı asıl uygulamasında açıp yeniden kaydedin ve doğru uzantıyla yükleyin.',
  },
  'doc-unreadable-too-large': {
    description:
      'Dosya boyut veya sayfa sınırını aşıyor; tamamı okunamadı.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Dokümanı daha küçük parçalara bölün veya yalnızca ilgili sayfaları yükleyin.',
  },
  'doc-unreadable-unsupported': {
    description: 'Bu dosya biçimi denetimde okunamıyor.{detail} Bu dokümanın içeriği denetlenemedi.',
    recommendation: 'Dokümanı PDF, XLSX, XLS, DOCX, DOC veya PPTX olarak yükleyin.',
  },
  'doc-empty-form': {
    description:
      '{kind} tablosunun başlığı bulundu{place} ancak altında veri satırı yok (0 satır). İçerikle ilgili kural uygulanmadı.',
  },
  'doc-empty-document': {
    description: 'Dokümanda okunabilir metin veya tablo yok (0 satır). İçerikle ilgili kural uygulanmadı.',
  },
  'doc-unrecognized-declared': {
    description:
      'Doküman "{type}" olarak yüklendi ancak içinde kontrol planı, PFMEA veya süreç akışı tablosu başlığı bulunamadı; kurallarla denetlenmedi.',
    recommendation:
      'Tablonun başlık satırının (ör. "Reaksiyon Planı", "Şiddet (S)") dokümanda yazılı olduğundan emin olun veya doküman türünü düzeltin.',
  },
  'doc-unrecognized-other': {
    description:
      'Doküman içinde kontrol planı, PFMEA veya süreç akışı tablosu başlığı bulunamadı; kurallarla denetlenmedi.',
    recommendation:
      'Bu doküman kural tabanlı denetimin kapsamı dışında; gerekiyorsa türünü değiştirip yeniden denetleyin.',
  },
  'doc-revision-sheets': {
    description:
      'Çalışma kitabındaki {count} sayfa aynı dokümanın revizyonları: yalnızca en son revizyon "{used}" denetlendi (eski revizyonlar: {others}).',
  },
  'set-missing-document': {
    description:
      'Denetlenen dokümanlar arasında {missing} tanınmadı; bu dokümanlarla ilgili bağlantı (adım, özel karakteristik, operasyon no/adı) denetimi yapılamadı.',
  },
  // Control plan
  'cp-incoming-inspection': {
    description:
      'Bu bir giriş (satın alınan malzeme) kontrol planı: proses adımı içermiyor. Süreç akışı ve PFMEA ile adım bağlantısı bu plan için uygulanmadı; bağlantı kurulmadı.',
  },
  'cp-missing-columns': {
    description: 'Kontrol planında şu içerikler için sütun bulunamadı: {columns}.',
    recommendation: 'Forma şu sütunları ekleyin ve doldurun: {columns}.',
  },
  'cp-empty-column': {
    description: '"{column}" sütunu {count} satırda boş{all}: satır {rows}.',
    recommendation: '"{column}" sütununu her kontrol planı satırı için doldurun.',
  },
  'cp-no-characteristic': {
    description: '{count} satırda ne ürün ne proses karakteristiği yazılı: satır {rows}.',
    recommendation: 'Her satırda kontrol edilen ürün veya proses karakteristiğini yazın.',
  },
  'cp-special-without-control': {
    description:
      'Satır {row}: "{characteristic}" özel karakteristik ({symbol}) olarak işaretli, ancak {missing} yok.{more}',
    recommendation: 'Bu özel karakteristik için {missing} tanımlayın.',
  },
  'cp-no-reaction-plan': {
    description: '{count} satırda reaksiyon planı yok: satır {rows}.',
    recommendation:
      'Bu satırlar için uygunsuzlukta ne yapılacağını (ayırma, ayar, bildirim) reaksiyon planına yazın.',
  },
  'cp-no-special-characteristics': {
    description:
      '"{column}" sütunu {count} satırın hiçbirinde dolu değil; planda özel karakteristik tanımlanmamış.',
    recommendation:
      'Müşterinin ve PFMEA’nın belirlediği özel karakteristikleri bu sütunda sembolleriyle işaretleyin; gerçekten yoksa bunu kayıt altına alın.',
  },
  'cp-gauge-without-msa': {
    description:
      '{count} satırda ölçüm cihazı kullanılıyor ancak MSA çalışmasına referans yok (satır {rows}). Cihazlar: {gauges}.',
    recommendation:
      'Her ölçüm cihazı için MSA (GR&R veya nitel uyum) çalışmasını yapın ve kontrol planında numarasıyla referans verin.',
  },
  // PFMEA
  'pfmea-missing-columns': {
    description: 'PFMEA’da şu sütunlar bulunamadı: {columns}.',
    recommendation: 'PFMEA formuna şu sütunları ekleyin ve doldurun: {columns}.',
  },
  'pfmea-scale-not-1-10': {
    description:
      'PFMEA derecelendirmeleri 1-10 ölçeğinde değil ({reason}). AIAG-VDA AP tablosu yalnızca 1-10 ölçeğinde uygulanır; bu tabloda AP, RPN ve S/O/D kuralları uygulanmadı.',
    recommendation: 'Şiddet, olasılık ve tespit değerlerini 1-10 ölçeğine göre yeniden derecelendirin.',
  },
  'pfmea-invalid-rating': {
    description: '{count} satırda S/O/D değeri eksik veya 1-10 dışında: {rows}.',
    recommendation:
      'Bu satırları 1-10 arası tam sayılarla derecelendirin; boş bırakılan değerleri tahmin etmeyin, ekipçe belirleyin.',
  },
  'pfmea-rpn-mismatch': {
    description: '{count} satırda yazılı RPN, S×O×D ile uyuşmuyor: {rows}.',
    recommendation: 'RPN’i S×O×D formülüyle hesaplatın; elle yazılmış değerleri kaldırın.',
  },
  'pfmea-ap-mismatch': {
    description: '{count} satırda yazılı AP, AIAG-VDA tablosuyla uyuşmuyor: {rows}.',
    recommendation: 'AP’yi AIAG-VDA tablosundan (veya kuruluşun onaylı tablosundan) yeniden belirleyin.',
  },
  'pfmea-high-risk-without-action': {
    description:
      'Şiddeti 9-10 veya AP’si H olan {count} satırda önerilen aksiyon, sorumlu veya termin eksik: {rows}.',
    recommendation:
      'Her yüksek riskli satır için önleme veya tespiti iyileştiren bir aksiyon, bir sorumlu ve bir termin belirleyin; mevcut kontroller yeterliyse gerekçesini kayda geçirin.',
  },
  'pfmea-detection-above-limit': {
    description:
      '{count} satırda tespit (D) değeri {limit}’den büyük: satır {rows}. Bu hatalar mevcut kontrollerle müşteriye ulaşmadan yakalanamayabilir.',
    recommendation:
      'Bu satırlarda tespit kontrollerini güçlendirin (otomatik muayene, poka-yoke) ve D’yi yeniden değerlendirin.',
  },
  'pfmea-rpn-above-band': {
    description:
      '{count} satırda RPN {limit} veya üzerinde ve önerilen aksiyon yok: satır {rows}. RPN yalnızca bilgi amaçlıdır; önceliği AP belirler.',
    recommendation: 'Bu satırları ekipçe gözden geçirin; gerekiyorsa aksiyon tanımlayın.',
  },
  'pfmea-duplicate-operation-number': {
    description:
      'Operasyon {key} iki farklı proses adımında kullanılmış: "{first}" (satır {firstRow}) ve "{second}" (satır {secondRow}).{more}',
    recommendation:
      'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile kontrol planında da kullanın.',
  },
  'cp-duplicate-operation-number': {
    description:
      'Operasyon {key} iki farklı proses adımında kullanılmış: "{first}" (satır {firstRow}) ve "{second}" (satır {secondRow}).{more}',
    recommendation:
      'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile PFMEA’da da kullanın.',
  },
  // Process flow
  'pfd-unnumbered-steps': {
    description: '{count} adımın operasyon numarası yok: {steps}.',
  },
  'pfd-duplicate-step-number': {
    description:
      '{key} numarası iki farklı adımda kullanılmış: "{first}" (satır {firstRow}) ve "{second}" (satır {secondRow}).',
  },
  'pfd-no-inspection-step': {
    description: 'Süreç akışının {count} adımından hiçbiri muayene veya kontrol adımı değil.',
  },
  'pfd-no-rework-step': {
    description: 'Süreç akışında yeniden işleme veya tamir adımı görünmüyor ({count} adım incelendi).',
  },
  'pfd-no-storage-step': {
    description: 'Süreç akışında depolama adımı görünmüyor ({count} adım incelendi).',
  },
  // Linkage
  'link-step-missing': {
    description: '{from} dokümanındaki "{step}" adımı ({place}) {to} dokümanında bulunamadı.{more}',
    recommendation: '"{step}" adımını {to} dokümanına aynı numara ve adla ekleyin.',
  },
  'link-operation-number-mismatch': {
    description:
      '"{name}" adımı {from} dokümanında {fromKeys} ({fromPlace}), {to} dokümanında {toKeys} ({toPlace}) numarasıyla geçiyor.{more}',
    recommendation: 'Operasyon numarasını iki dokümanda aynı yapın ({fromKeys} veya {toKeys}).',
  },
  'link-operation-name-mismatch': {
    description:
      'Operasyon {keys} {from} dokümanında "{name}" ({fromPlace}), {to} dokümanında "{otherName}" ({toPlace}) olarak adlandırılmış.{more}',
    recommendation: 'Operasyon {keys} için tek bir ad seçin ve iki dokümanda aynı yazın.',
  },
  'link-special-symbol-mismatch': {
    description:
      'Operasyon {op}: "{characteristic}" PFMEA’da {symbol} (satır {row}), kontrol planında {cpSymbol} sembolüyle ({cpFile}, satır {cpRow}) işaretli.',
    recommendation: 'Sembolü iki dokümanda aynı yapın ({symbol}).',
  },
  'link-special-missing-in-cp': {
    description:
      'Operasyon {op}: PFMEA’da {symbol} olarak işaretli "{characteristic}" (satır {row}) kontrol planında bulunamadı.',
    recommendation:
      '"{characteristic}" karakteristiğini kontrol planına {symbol} sembolüyle, kontrol yöntemi ve reaksiyon planıyla ekleyin.',
  },
  'link-special-not-marked-in-cp': {
    description:
      'Operasyon {op}: PFMEA’da {symbol} olarak işaretli "{characteristic}" (satır {row}) kontrol planında ({cpFile}, satır {cpRow}) özel karakteristik olarak işaretlenmemiş.',
    recommendation:
      '"{characteristic}" karakteristiğini kontrol planına {symbol} sembolüyle, kontrol yöntemi ve reaksiyon planıyla ekleyin.',
  },
} as const satisfies Record<string, { description: string; recommendation?: string }>;

/** Parts of a message: list rows, optional clauses and places (FindingTexts.items). */
const ITEMS = {
  'in-parens': ' ({text})',
  'all-rows': ' (tüm satırlarda)',
  'more-same-gap': ' Aynı eksik {count} satırda daha var.',
  'more-differences': ' Aynı türden {count} fark daha var.',
  place: '{file}, satır {row}',
  'place-sheet': '{file}, {sheet}, satır {row}',
  'unnumbered-step': '"{name}" (satır {row})',
  'high-risk-row': 'satır {row} ({why}; eksik: {missing})',
  'invalid-rating-row': 'satır {row} ({problems})',
  'rating-empty': '{letter}=boş',
  'rating-value': '{letter}="{text}"',
  'rpn-row': 'satır {row}: RPN {rpn}, S×O×D = {expected}',
  'ap-row': 'satır {row}: S{s}/O{o}/D{d} için {written} yazılmış, tablo {expected} veriyor',
  'scale-percent-header': '0-100 % ölçeği: "{header}" sütunu yüzde olarak verilmiş',
  'scale-range-header': '{from}-{to} ölçeği: "{header}"',
  'scale-percent-values': "0-100 % ölçeği: puanların {count} tanesi 10'dan büyük (en büyüğü {max})",
  'scale-values': "puanların {count} tanesi 10'dan büyük (en büyüğü {max})",
  'scale-table': '1-{top} ölçeği: "{sheet}" sayfasındaki derecelendirme tablosu',
} as const satisfies Record<string, string>;

/** Names a `labels` parameter picks from. */
const LABELS = {
  cpField: CP_FIELD_LABELS,
  pfmeaField: PFMEA_FIELD_LABELS,
  word: {
    action: 'aksiyon',
    owner: 'sorumlu',
    dueDate: 'termin',
    controlMethod: 'kontrol yöntemi',
    reactionPlan: 'reaksiyon planı',
  },
  docKind: { 'process-flow': 'Süreç akışı', pfmea: 'PFMEA', 'control-plan': 'Kontrol planı' },
  missingDoc: {
    'process-flow': 'süreç akış şeması',
    pfmea: 'PFMEA',
    'control-plan': 'proses kontrol planı',
  },
  documentType: DOCUMENT_TYPE_LABELS,
} as const;

/** What joins lists and counts the rest, in this language. */
const FRAGMENTS = {
  and: ' ve ',
  moreRows: ' ve {count} satır daha',
  moreItems: '; ve {count} satır daha',
} as const;

export type TFindingMessageKey = keyof typeof MESSAGES;
export type TFindingItemKey = keyof typeof ITEMS;
export type TFindingWord = keyof typeof LABELS.word;
export type TDocKind = keyof typeof LABELS.docKind;

/** One language's text of the finding messages (the shape of `findingText` in the locale files). */
export interface FindingTexts {
  readonly messages: Readonly<
    Record<string, { readonly description: string; readonly recommendation?: string }>
  >;
  readonly items: Readonly<Record<string, string>>;
  readonly labels: Readonly<Record<keyof typeof LABELS, Readonly<Record<string, string>>>>;
  readonly fragments: Readonly<Record<keyof typeof FRAGMENTS, string>>;
  /** The rules' general recommendations by rule id (the report's numbered list). */
  readonly general: Readonly<Record<string, string>>;
}

export const FINDING_TEXT_TR = {
  messages: MESSAGES,
  items: ITEMS,
  labels: LABELS,
  fragments: FRAGMENTS,
  general: Object.fromEntries(AUDIT_RULES.map((r) => [r.id, r.general])),
} satisfies FindingTexts;
