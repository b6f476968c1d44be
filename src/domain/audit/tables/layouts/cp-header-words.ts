import type { TCpField } from '../mapped-table';

/**
 * Control-plan header words for the layout generator, written independently of the reader's
 * synonyms (control-plan-synonyms.ts): from the reference's §4 (Annex A contents) and §6 (Turkish
 * headers), and from the headers of the corpus plans as `npm run test:audit-corpus -- --headers`
 * prints them (Shinsung's bilingual 'Part/Process Number', 'Device, Jig, Tools for MFG.', 'Evaluation/
 * Measurement Method'; the incoming plan's 'CHARCTERISTIC', 'MEASURING TECIINIQUE', 'FREQENCY').
 * `tr`, `en`: the words of one language; a mixed header writes 'tr / en' or 'tr\nen' in one cell.
 */
export interface HeaderWords {
  readonly tr: readonly string[];
  readonly en: readonly string[];
}

export const CP_HEADER_WORDS: Readonly<Partial<Record<TCpField, HeaderWords>>> = {
  operationNumber: {
    tr: ['Op. No', 'Operasyon No', 'Proses No', 'Parça/Proses No', 'İşlem No'],
    en: ['Part/Process Number', 'Process No.', 'Operation No.', 'Op No', 'Step No.'],
  },
  processName: {
    tr: ['Operasyon', 'Operasyon Adı', 'Proses Adı', 'Proses Adı / Operasyon Tanımı', 'İşlem Adı'],
    en: ['Process Name/Operation Description', 'Process Name', 'Operation Description', 'Operation Name'],
  },
  machine: {
    tr: ['Makine / Teçhizat / Aparat', 'Makine', 'Tezgah / Aparat', 'Ekipman', 'Makine, Aparat, Fikstür'],
    en: ['Machine, Device, Jig, Tools for Mfg.', 'Device, Jig, Tools for MFG.', 'Machine', 'Equipment'],
  },
  characteristicNumber: {
    tr: ['Kar. No', 'Karakteristik No'],
    en: ['Characteristic No.', 'Char. No'],
  },
  productCharacteristic: {
    tr: ['Ürün Karakteristiği', 'Ürün Özelliği'],
    en: ['Product Characteristic', 'Product Characteristics'],
  },
  processCharacteristic: {
    tr: ['Proses Karakteristiği', 'Proses Özelliği'],
    en: ['Process Characteristic', 'Process Characteristics'],
  },
  specialClass: {
    tr: ['Özel Sınıf', 'Özel Karakteristik Sınıfı', 'Kritik Özellik (CC)'],
    en: ['Special Char. Class', 'Special Characteristic Class', 'Special Characteristics'],
  },
  specification: {
    tr: ['Spesifikasyon / Tolerans', 'Ürün/Proses Spesifikasyonu / Tolerans', 'Tolerans'],
    en: ['Product/Process Specification/Tolerance', 'Specification / Tolerance', 'Specifications'],
  },
  measurementTechnique: {
    tr: ['Ölçüm Tekniği', 'Ölçüm Tekniği / Cihaz', 'Değerlendirme / Ölçüm Tekniği'],
    en: ['Evaluation/Measurement Technique', 'Measurement Technique', 'Measuring Technique'],
  },
  sampleSize: {
    tr: ['Numune Boyutu', 'Numune Miktarı'],
    en: ['Sample Size', 'Size'],
  },
  sampleFrequency: {
    tr: ['Sıklık', 'Kontrol Frekansı', 'Numune Sıklığı'],
    en: ['Frequency', 'Sample Frequency', 'Freq.'],
  },
  sample: {
    tr: ['Numune / Sıklık'],
    en: ['Sample / Frequency', 'Sample Size / Frequency'],
  },
  controlMethod: {
    tr: ['Kontrol Yöntemi', 'Kontrol Metodu', 'Kontrol / Poka-Yoke'],
    en: ['Control Method', 'Control Methods'],
  },
  reactionPlan: {
    tr: ['Reaksiyon Planı', 'Reaksiyon Planı / Düzeltici Faaliyet'],
    en: ['Reaction Plan', 'Reaction Plan / Corrective Action'],
  },
  owner: {
    tr: ['Sorumlu', 'Sorumlu Kişi'],
    en: ['Owner', 'Responsible', 'Responsibility'],
  },
  msaReference: {
    tr: ['MSA No', 'MSA Referansı'],
    en: ['MSA Ref.', 'MSA Reference'],
  },
};

/** Group headings over several columns (two or three header rows), as plants and Annex A draw them. */
export const CP_GROUP_WORDS = {
  characteristics: { tr: ['Karakteristikler', 'Karakteristik'], en: ['Characteristics'] },
  methods: { tr: ['Yöntemler', 'Metotlar'], en: ['Methods', 'Method'] },
  sample: { tr: ['Numune'], en: ['Sample'] },
} as const satisfies Record<string, HeaderWords>;

/** Columns a plant adds that the auditor must not map. */
export const NOTES_WORDS: HeaderWords = {
  tr: ['Notlar', 'Revizyon Notu', 'Açıklamalar', 'Not'],
  en: ['Remarks', 'Notes', 'Comments'],
};
