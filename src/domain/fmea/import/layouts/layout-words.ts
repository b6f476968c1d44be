/**
 * Header words the layout generator writes, per column. Taken from IATF-FMEA-REFERENCE §6, the
 * issue's Turkish and AIAG-VDA forms, and the headers printed by `npm run test:corpus` for the plant
 * files of ../shared/real-documents (sumitduc, kkpp, tcsauto, rear-axle, foremode). Written here on
 * purpose, never taken from the reader's synonym list: the test must not prove the reader against
 * itself.
 */
export type TLayoutColumn =
  | 'processItem'
  | 'stepNumber'
  | 'processStep'
  | 'functionText'
  | 'workElement'
  | 'potentialFailure'
  | 'effects'
  | 'severity'
  | 'classification'
  | 'causes'
  | 'preventionControls'
  | 'occurrence'
  | 'detectionControls'
  | 'controls'
  | 'detection'
  | 'rpn'
  | 'ap'
  | 'recommendedAction'
  | 'detectionAction'
  | 'responsibility'
  | 'responsibilityAndDate'
  | 'targetDate'
  | 'status'
  | 'actionTaken'
  | 'revisedSeverity'
  | 'revisedOccurrence'
  | 'revisedDetection'
  | 'revisedRpn'
  | 'revisedAp'
  | 'notes';

export interface Words {
  tr: readonly string[];
  en: readonly string[];
}

export const HEADER_WORDS: Record<TLayoutColumn, Words> = {
  processItem: {
    tr: ['Proses Öğesi', 'Proses Öğesi (Sistem / Parça)'],
    en: ['Process Item', 'Process Item (System / Part)'],
  },
  stepNumber: { tr: ['Op. No', 'Operasyon No', 'Sıra No'], en: ['OPN. No', 'P. NO.', 'Op No.'] },
  processStep: {
    tr: ['Proses Adımı', 'Proses Adımı / Fonksiyon', 'Operasyon Adı', 'Proses-Fonksiyon', 'Operasyon'],
    en: [
      'Process Step',
      'Process Step / Function',
      'OPN. NAME.',
      'Process Step Station No. and Name',
      'Process',
    ],
  },
  functionText: {
    tr: ['Proses Adımının Fonksiyonu'],
    en: ['Function of the Process Step', 'Function of the Process Item'],
  },
  workElement: {
    tr: ['Çalışma Elemanı', 'Proses Çalışma Elemanı (4M)'],
    en: ['Process Work Element', 'Work Element (4M)'],
  },
  potentialFailure: {
    tr: ['Hata Türü', 'Hata Modu', 'Potansiyel Hata Türü'],
    en: ['Potential Failure Mode', 'Failure Mode', 'Failure Mode (FM)', 'FailureMode'],
  },
  effects: {
    tr: ['Hatanın Etkisi', 'Hata Etkisi', 'Potansiyel Hata Etkisi'],
    en: [
      'Potential Effect(s) of Failure',
      'Failure Effects (FE)',
      'Effect on Downstream Process',
      'FailureEffect',
    ],
  },
  severity: {
    tr: ['Şiddet (S)', 'Şiddet'],
    en: ['Severity', 'SEV', 'S (Severity 1-10)', 'Severity (S) of FE'],
  },
  classification: {
    tr: ['Özel Karakteristik', 'Sınıf', 'Özel Sınıf'],
    en: ['Class', 'Special Characteristics'],
  },
  causes: {
    tr: ['Potansiyel Neden', 'Hata Nedeni', 'Potansiyel Hata Nedeni'],
    en: ['Potential Cause(s) of Failure', 'Failure Cause (FC)', 'Root Cause', 'FailureCause'],
  },
  preventionControls: {
    tr: ['Önleme Kontrolü', 'Mevcut Proses Kontrolleri / Önleme'],
    en: [
      'Current Process Control Prevention',
      'Current Prevention Control',
      'Current Prevention Controls (PC) of FC',
    ],
  },
  occurrence: {
    tr: ['Olasılık (O)', 'Oluşma', 'Sıklık', 'Olasılık'],
    en: ['Occurrence', 'OCC', 'O (Occurrence 1-10)', 'Occurrence (O) of FC'],
  },
  detectionControls: {
    tr: ['Tespit Kontrolü', 'Mevcut Proses Kontrolleri / Tespit', 'Tespit Yöntemi'],
    en: [
      'Current Process Control Detection',
      'Current Detection Control',
      'Current Detection Controls (DC) of FC or FM',
    ],
  },
  controls: {
    tr: ['Mevcut Kontroller', 'Mevcut Proses Kontrolleri'],
    en: ['Current Process Controls', 'Current Controls'],
  },
  detection: {
    tr: ['Saptanabilirlik (D)', 'Tespit Edilebilirlik', 'Saptanabilirlik'],
    en: ['Detection', 'DET', 'Detectability', 'D (Detection 1-10)', 'Detection (D) of FC/FM'],
  },
  rpn: { tr: ['RÖS', 'RPN', 'Risk Öncelik Sayısı'], en: ['RPN', 'Risk Priority Number'] },
  ap: { tr: ['AP', 'Eylem Önceliği (AP)'], en: ['PFMEA AP', 'Action Priority', 'AP'] },
  recommendedAction: {
    tr: ['Önerilen Faaliyet', 'Önerilen Aksiyon'],
    en: ['Recommended Action', 'RECOMMENDED ACTIONS', 'Preventive Action'],
  },
  detectionAction: { tr: ['Tespit Faaliyeti'], en: ['Detection Action'] },
  responsibility: { tr: ['Sorumlu'], en: ['Responsibility', 'Responsible Person'] },
  responsibilityAndDate: {
    tr: ['Sorumlu ve Hedef Tarih'],
    en: ['Responsibility & Target Completion Date', 'RESPONSIBILITY & TARGET COMPLETION DATE'],
  },
  targetDate: { tr: ['Termin', 'Hedef Tarih'], en: ['Target Completion Date', 'Target Date'] },
  status: { tr: ['Durum'], en: ['Status'] },
  actionTaken: {
    tr: ['Alınan Faaliyetler', 'Alınan Aksiyon'],
    en: ['Action Taken', 'Actions Taken Completion Date', 'Action Taken with Pointer to Evidence'],
  },
  revisedSeverity: { tr: ['Yeni Şiddet', 'Revize S'], en: ['New SEV', 'Revised Severity'] },
  revisedOccurrence: { tr: ['Yeni Olasılık', 'Revize O'], en: ['New OCC', 'Revised Occurrence'] },
  revisedDetection: { tr: ['Yeni Saptanabilirlik', 'Revize D'], en: ['New DET', 'Revised Detection'] },
  revisedRpn: { tr: ['Yeni RÖS', 'Revize RPN'], en: ['New RPN', 'Revised RPN'] },
  revisedAp: { tr: ['Yeni AP'], en: ['PFMEA AP'] },
  notes: { tr: ['Notlar', 'Açıklama', 'Yorum'], en: ['Remarks', 'Notes', 'Comment'] },
};

/** Group headings over two or more columns (two- and three-row headers). */
export const GROUP_WORDS = {
  controls: { tr: ['Mevcut Proses Kontrolleri'], en: ['Current Process Controls', 'Current Process'] },
  results: { tr: ['Aksiyon Sonuçları', 'Faaliyet Sonuçları'], en: ['Action Results', 'ACTION RESULTS'] },
  /** Over sub-headings that then name the revised ratings with the plain rating words. */
  resultRatings: { tr: ['Yeni Ş/O/S'], en: ['Action Results'] },
  risk: { tr: ['Risk Değerlendirmesi'], en: ['Risk Analysis'] },
  structure: { tr: ['Yapı Analizi'], en: ['Structure Analysis (Step 2)'] },
} as const;

/** Sub-headings under the controls group heading, by the group heading written above them. */
export const CONTROL_SUBWORDS: Record<string, { preventionControls: string; detectionControls: string }> = {
  'Mevcut Proses Kontrolleri': { preventionControls: 'Önleme', detectionControls: 'Tespit' },
  'Current Process Controls': { preventionControls: 'Prevention', detectionControls: 'Detection' },
  'Current Process': { preventionControls: 'Control Prevention', detectionControls: 'Control Detection' },
};

/** Turkish rating letters (Şiddet, Olasılık, Saptanabilirlik) written alone as headings. */
export const TURKISH_LETTERS = { severity: 'Ş', occurrence: 'O', detection: 'S' } as const;
/** The plain rating words written under a 'results' group heading. */
export const RESULT_RATING_WORDS = {
  revisedSeverity: { tr: ['Şiddet', 'Ş'], en: ['Sev', 'SEV', 'Severity (S)'] },
  revisedOccurrence: { tr: ['Olasılık', 'O'], en: ['Occ', 'OCC', 'Occurrence (O)'] },
  revisedDetection: { tr: ['Saptanabilirlik', 'S'], en: ['Det', 'DET', 'Detection (D)'] },
  revisedRpn: { tr: ['RÖS', 'RPN'], en: ['RPN'] },
} as const;
