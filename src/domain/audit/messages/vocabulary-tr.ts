import { DOCUMENT_TYPE_LABELS } from '../labels';
import { CP_FIELD_LABELS, PFMEA_FIELD_LABELS } from '../tables/field-labels';

/**
 * The Turkish words the finding messages share (list items, labels, joins): no rule's own text, which
 * lives in the rule's definition (`definitions/`). `finding-texts.ts` joins the two.
 */

/** Parts of a message: list rows, optional clauses and places (FindingTexts.items). */
export const ITEMS_TR = {
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
export const LABELS_TR = {
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
export const FRAGMENTS_TR = {
  and: ' ve ',
  moreRows: ' ve {count} satır daha',
  moreItems: '; ve {count} satır daha',
} as const;

export type TFindingItemKey = keyof typeof ITEMS_TR;
export type TFindingWord = keyof typeof LABELS_TR.word;
export type TDocKind = keyof typeof LABELS_TR.docKind;
