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
  'doc-control-missing': {
    description:
      'Dokümanda revizyon, tarih veya onay bilgisi bulunamadı (tablonun üstündeki başlık bloğunda, altındaki imza satırlarında veya diğer sayfalarında); doküman kontrol altında görünmüyor.',
    recommendation:
      'Başlık bloğuna revizyon numarasını ve tarihini, imza bölümüne hazırlayan ve onaylayan bilgisini ekleyin.',
  },
  'set-missing-document': {
    description:
      'Denetlenen dokümanlar arasında {missing} tanınmadı; bu dokümanlarla ilgili bağlantı (adım, özel karakteristik, operasyon no/adı) denetimi yapılamadı.',
  },
  'set-family-mismatch': {
    description: 'Dokümanların başlık bloklarında {fields} farklı: {documents}.{skipped}',
    recommendation:
      'Aynı parçanın süreç akış şeması, PFMEA ve kontrol planını birlikte yükleyin veya başlık bloklarındaki parça bilgilerini düzeltin.',
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
  'cp-empty-cells': {
    description: '{count} satırda zorunlu hücreler boş: {columns}.',
    recommendation:
      'Boş hücreleri her kontrol planı satırı için doldurun; satırda ürün veya proses karakteristiği yoksa kontrol edilen karakteristiği yazın.',
  },
  'cp-special-without-control': {
    description: '{count} özel karakteristikte kontrol yöntemi veya reaksiyon planı yok: {rows}.',
    recommendation:
      'Bu özel karakteristiklerin her biri için kontrol yöntemini ve reaksiyon planını tanımlayın.',
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
  'cp-no-special-with-severe-pfmea': {
    description:
      'Kontrol planının "{column}" sütunu {count} satırın hiçbirinde dolu değil, oysa PFMEA’da şiddeti 9-10 olan {severe} satır var: {rows}.',
    recommendation:
      'Şiddeti 9-10 olan hata modlarının karakteristiklerini özel karakteristik olarak değerlendirin ve kontrol planında sembolleriyle işaretleyin; özel değillerse gerekçesini kayda geçirin.',
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
      'Tespit (D) değeri sınırın ({limit}) üzerinde olan {count} satırda önerilen aksiyon veya sorumlu yok: {rows}. Bu hatalar mevcut kontrollerle müşteriye ulaşmadan yakalanamayabilir.',
    recommendation:
      'Bu satırlar için tespiti iyileştiren bir aksiyon (otomatik muayene, poka-yoke) ve bir sorumlu belirleyin; mevcut kontroller yeterliyse gerekçesini kayda geçirin ve D’yi yeniden değerlendirin.',
  },
  'pfmea-duplicate-operation-number': {
    description: '{count} operasyon numarası iki farklı proses adımında kullanılmış: {pairs}.',
    recommendation:
      'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile kontrol planında da kullanın.',
  },
  'cp-duplicate-operation-number': {
    description: '{count} operasyon numarası iki farklı proses adımında kullanılmış: {pairs}.',
    recommendation:
      'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile PFMEA’da da kullanın.',
  },
  // Process flow
  'pfd-unnumbered-steps': {
    description: '{count} adımın operasyon numarası yok: {steps}.',
  },
  'pfd-duplicate-step-number': {
    description: '{count} adım numarası iki farklı adımda kullanılmış: {pairs}.',
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
    description: '{from} dokümanındaki {count} adım {to} dokümanında bulunamadı: {steps}.',
    recommendation: 'Bu adımları {to} dokümanına aynı numara ve adla ekleyin.',
  },
  'link-operation-number-mismatch': {
    description:
      '{count} adım {from} ve {to} dokümanlarında farklı operasyon numarasıyla geçiyor ({from} / {to}): {steps}.',
    recommendation: 'Her adımın operasyon numarasını iki dokümanda aynı yapın.',
  },
  'link-operation-name-mismatch': {
    description:
      '{count} operasyon {from} ve {to} dokümanlarında farklı adlandırılmış ({from} / {to}): {steps}.',
    recommendation: 'Her operasyon için tek bir ad seçin ve iki dokümanda aynı yazın.',
  },
  'link-special-symbol-mismatch': {
    description: '{count} özel karakteristik PFMEA ve kontrol planında farklı sembolle işaretli: {items}.',
    recommendation: 'Her özel karakteristiğin sembolünü iki dokümanda aynı yapın.',
  },
  'link-special-missing-in-cp': {
    description:
      'PFMEA’da özel olarak işaretli {count} karakteristik kontrol planında yok veya özel olarak işaretlenmemiş: {items}.',
    recommendation:
      'Bu karakteristikleri kontrol planına PFMEA’daki sembolleriyle, kontrol yöntemi ve reaksiyon planıyla ekleyin.',
  },
  'link-special-missing-in-pfmea': {
    description:
      'Kontrol planında özel olarak işaretli {count} karakteristik PFMEA’da aynı operasyonda yok veya özel olarak işaretlenmemiş: {items}.',
    recommendation:
      'Bu karakteristiklerin hata modlarını PFMEA’da aynı sembolle işaretleyin; PFMEA’da analiz edilmemişlerse analiz edin.',
  },
} as const satisfies Record<string, { description: string; recommendation?: string }>;

/** Parts of a message: list rows, optional clauses and places (FindingTexts.items). */
const ITEMS = {
  'in-parens': ' ({text})',
  'all-rows': ' (tüm satırlarda)',
  'family-document': '{file} ({kind}): {values}',
  'family-part-number': 'parça no {value}',
  'family-part-name': 'parça adı "{value}"',
  'family-customer': 'müşteri "{value}"',
  'family-linkage-skipped':
    ' Farklı parçaların dokümanları arasında bağlantı (adım, özel karakteristik, operasyon no/adı) denetlenmedi.',
  'also-in':
    ' Aynı bulgu dokümanın diğer tablolarında da var ({count} satır daha). Tüm satırlar bulgunun satır listesinde.',
  'also-in-sheet':
    ' Yukarıdaki satırlar "{first}" sayfasında; aynı bulgu şu sayfalarda da var: {places}. Tüm satırlar bulgunun satır listesinde.',
  'also-sheet': '"{sheet}" ({count} satır)',
  'empty-column': '"{column}" {count} satırda{all} (satır {rows})',
  'no-characteristic': 'ürün veya proses karakteristiği {count} satırda (satır {rows})',
  'special-gap-row': 'satır {row}: "{characteristic}" ({symbol}; eksik: {missing})',
  'detection-row': 'satır {row} (D={d}; eksik: {missing})',
  'duplicate-pair': 'operasyon {key}: "{first}" (satır {firstRow}) ve "{second}" (satır {secondRow})',
  'missing-step': '"{step}" ({place})',
  'number-mismatch': '"{name}": {fromKeys} ({fromPlace}) / {toKeys} ({toPlace})',
  'name-mismatch': '{keys}: "{name}" ({fromPlace}) / "{otherName}" ({toPlace})',
  'special-missing': 'operasyon {op}: {symbol} "{characteristic}" (satır {row}) bulunamadı',
  'special-not-marked':
    'operasyon {op}: {symbol} "{characteristic}" (satır {row}) işaretsiz ({file}, satır {otherRow})',
  'special-symbol':
    'operasyon {op}: "{characteristic}" PFMEA’da {symbol} (satır {row}), kontrol planında {cpSymbol} ({cpFile}, satır {cpRow})',
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
    partNumber: 'parça numarası',
    partName: 'parça adı',
    customer: 'müşteri',
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
