import type { TFmeaImportField } from './contract';
import type { SynonymMap } from './header-detection';

/** FMEA columns plus helper columns that are read only to keep other fields off them. */
export type TFmeaHeaderField =
  | TFmeaImportField
  | 'stepNumber'
  | 'requirement'
  | 'classification'
  | 'recommendedAction'
  | 'responsibility'
  | 'targetDate'
  | 'actionTaken'
  | 'remark'
  | 'functionText'
  | 'detectionAction'
  | 'revisedAp'
  /** Control-plan helper (cp-column-synonyms.ts): a characteristic's number is not its name. */
  | 'characteristicNumber';

const CONTROL_SPECIFICITY = 20;

const LETTER_NAMES: Record<string, string> = { Ş: 'Şiddet', O: 'Olasılık', S: 'Saptanabilirlik' };

/**
 * Turkish forms head the ratings 'Ş', 'O', 'S' (Şiddet, Olasılık, Saptanabilirlik; 'Yeni Ş/O/S' after
 * the actions): where a column is headed 'Ş' or a heading spells 'Ş/O/S', a lone 'S' is the
 * detection, not the English severity.
 * Folding would make 'Ş' and 'S' the same letter, so the letters are named before matching.
 */
function turkishRatingLetters(columns: string[][]): string[][] {
  const letter = (pieces: readonly string[]) => pieces.at(-1)?.trim().toLocaleUpperCase('tr-TR');
  const turkish = columns.some(
    (pieces) => letter(pieces) === 'Ş' || pieces.some((p) => /Ş\s*\/\s*O\s*\/\s*S/.test(p)),
  );
  if (!turkish) return columns;
  return columns.map((pieces) => {
    const name = LETTER_NAMES[letter(pieces) ?? ''];
    return name === undefined ? pieces : [...pieces.slice(0, -1), name];
  });
}

/**
 * FMEA header vocabulary: Turkish (IATF-FMEA-REFERENCE §6), English (AIAG 4th ed., AIAG-VDA 2019)
 * and the Korean/Spanish headings of the real-documents corpus, folded (tr-TR, no accents) when
 * compiled. Longer and more specific phrases win a column, so 'Potential Failure Effect' is an effect.
 */
export const FMEA_SYNONYMS: SynonymMap<TFmeaHeaderField> = {
  required: ['severity', 'occurrence', 'detection'],
  adjustPieces: turkishRatingLetters,
  fields: [
    {
      field: 'processItem',
      weight: 0,
      content: 'text',
      phrases: [
        'process item',
        'item',
        'proses ogesi',
        'proses kalemi',
        'proses elemani',
        'sistem alt sistem',
        'system',
      ],
    },
    {
      field: 'workElement',
      weight: 0,
      content: 'text',
      specificity: 10,
      phrases: [
        'process work element',
        'work element',
        'calisma elemani',
        'is elemani',
        'proses calisma elemani',
        '4m',
        '4m type',
      ],
    },
    {
      // AIAG-VDA step 3: the functions of the item, step and work element are not the structure.
      field: 'functionText',
      weight: 0,
      specificity: 20,
      phrases: [
        'function of the process item',
        'function of the process step',
        'function of the process work element',
        'function of process item',
        'function of process step',
        'function of process work element',
        'proses ogesinin fonksiyonu',
        'proses adiminin fonksiyonu',
        'calisma elemaninin fonksiyonu',
      ],
    },
    {
      field: 'processStep',
      weight: 1,
      content: 'text',
      phrases: [
        'process step',
        'process station',
        'station no and name',
        'process function',
        'process name',
        'process',
        'opn name',
        'operation name',
        'operation description',
        'functions',
        'function',
        'proses adimi',
        'proses adı',
        'proses fonksiyon',
        'proses',
        'islem adimi',
        'islem',
        'operasyon adi',
        'operasyon',
        'surec adimi',
        'surec',
        'istasyon',
        'proceso',
        'paso del proceso',
        '공정명',
        '공정단계',
        '공정',
      ],
    },
    {
      field: 'potentialFailure',
      content: 'text',
      weight: 1,
      phrases: [
        'potential failure mode',
        'failure mode',
        'failure modes',
        'potential failure',
        'problem',
        'hata turu',
        'hata modu',
        'potansiyel hata',
        'hata tipi',
        'modo de falla',
        'modo de fallo',
        '고장형태',
        '고장 모드',
        'potential failure mode',
      ],
      exact: ['hata'],
    },
    {
      field: 'effects',
      content: 'text',
      weight: 1,
      phrases: [
        'potential effect',
        'potential failure effect',
        // Longer than the failure mode's 'potansiyel hata', so 'Potansiyel Hata Etkisi' is an effect.
        'potansiyel hata etki',
        'potansiyel hatanin etki',
        'hatanin potansiyel etki',
        'hata etki',
        'effect on',
        'failure effect',
        'effect',
        'consequence',
        'hatanin etkisi',
        'hata etkisi',
        'etkisi',
        'etki',
        'efecto',
        'efecto de falla',
        '고장영향',
        '영향',
      ],
    },
    {
      field: 'severity',
      numeric: true,
      content: 'rating',
      weight: 3,
      second: 'revisedSeverity',
      phrases: ['severity', 'siddet', 'ciddiyet', 'severidad', '심각도', '심 각 도', 'sev'],
      exact: ['s', 'sev', 'sv'],
    },
    {
      field: 'causes',
      content: 'text',
      weight: 1,
      phrases: [
        'potential cause',
        'potential failure cause',
        'failure cause',
        'failure cause fc',
        'root cause',
        'cause',
        'mechanism',
        // Longer than the failure mode's 'potansiyel hata': 'Potansiyel Hata Nedeni/Nedenleri/Sebebi'.
        'potansiyel hata neden',
        'potansiyel hata sebep',
        'potansiyel hata sebeb',
        'potansiyel hatanin neden',
        'hata nedeni',
        'hata neden',
        'hata sebep',
        'hata sebeb',
        'potansiyel neden',
        'neden',
        'sebep',
        'kok neden',
        'causa',
        '고장원인',
        '원인',
      ],
    },
    {
      field: 'occurrence',
      numeric: true,
      content: 'rating',
      weight: 3,
      second: 'revisedOccurrence',
      phrases: [
        'occurrence',
        'occur',
        'likeliness',
        'likelihood',
        'probability',
        'olasilik',
        'siklik',
        'olusma',
        'olusum',
        'ocurrencia',
        'incidencia',
        '발생도',
        // Korean forms space the letters of a heading written in a narrow column.
        '발 생 도',
        'occ',
      ],
      exact: ['o', 'occ', 'oc'],
    },
    {
      field: 'controls',
      content: 'text',
      weight: 1,
      phrases: [
        'current process control',
        'current control',
        'current design control',
        'process control',
        'existing control',
        'controls',
        'mevcut kontrol',
        'mevcut proses kontrol',
        'kontroller',
        'controles',
        '현재 관리',
      ],
    },
    {
      field: 'preventionControls',
      content: 'text',
      weight: 1,
      specificity: CONTROL_SPECIFICITY,
      phrases: [
        'control prevention',
        'controls prevention',
        'prevention control',
        'prevention',
        'preventive control',
        'onleme kontrol',
        'kontrol onleme',
        'kontrolleri onleme',
        'onleme',
        'onleyici kontrol',
        'prevencion',
        '예방관리',
        '예방 관리',
        'prevention control',
      ],
    },
    {
      field: 'detectionControls',
      content: 'text',
      weight: 1,
      specificity: CONTROL_SPECIFICITY,
      phrases: [
        'control detection',
        'controls detection',
        'detection control',
        'detection method',
        'tespit kontrol',
        'kontrol tespit',
        'kontrolleri tespit',
        'tespit yontemi',
        'current detection control',
        'deteccion control',
        '검출관리',
        '검출 관리',
      ],
    },
    {
      field: 'detection',
      numeric: true,
      content: 'rating',
      weight: 3,
      second: 'revisedDetection',
      phrases: [
        'detection',
        'detectability',
        'saptanabilirlik',
        'tespit edilebilirlik',
        'tespit',
        'kesfedilebilirlik',
        'deteccion',
        'detectabilidad',
        '검출도',
        '검 출 도',
        'det',
        'detec',
      ],
      exact: ['d', 'det', 'dt'],
    },
    {
      // A heading that names the after-action rating itself ('Revize S', 'Yeni Şiddet', 'New SEV').
      field: 'revisedSeverity',
      content: 'rating',
      weight: 0,
      phrases: [
        'revize s',
        'revize siddet',
        'yeni siddet',
        'yeni s',
        'revised severity',
        'revised sev',
        'new sev',
        'new severity',
        'resulting severity',
      ],
    },
    {
      field: 'revisedOccurrence',
      content: 'rating',
      weight: 0,
      phrases: [
        'revize o',
        'revize olasilik',
        'yeni olasilik',
        'yeni o',
        'revised occurrence',
        'revised occ',
        'new occ',
        'new occurrence',
        'resulting occurrence',
      ],
    },
    {
      field: 'revisedDetection',
      content: 'rating',
      weight: 0,
      phrases: [
        'revize d',
        'revize saptanabilirlik',
        'yeni saptanabilirlik',
        'yeni d',
        'revised detection',
        'revised det',
        'new det',
        'new detection',
        'resulting detection',
      ],
    },
    {
      field: 'revisedRpn',
      content: 'number',
      weight: 0,
      phrases: [
        'revize rpn',
        'revize ros',
        'yeni rpn',
        'yeni ros',
        'revised rpn',
        'new rpn',
        'resulting rpn',
      ],
    },
    {
      field: 'rpn',
      numeric: true,
      content: 'number',
      weight: 1,
      second: 'revisedRpn',
      phrases: [
        'rpn',
        'risk priority number',
        'risk priority',
        'priority risk index',
        'ros',
        'risk oncelik sayisi',
        'risk oncelik degeri',
        'risk oncelik gostergesi',
        'npr',
        '위험우선순위',
      ],
      exact: ['pri', 'r'],
    },
    {
      field: 'ap',
      content: 'text',
      weight: 1,
      phrases: [
        'action priority',
        'eylem onceligi',
        'aksiyon onceligi',
        'pfmea ap',
        'dfmea ap',
        'fmea ap',
        'prioridad de accion',
        '조치우선순위',
      ],
      exact: ['ap', 'ap action priority'],
      second: 'revisedAp',
    },
    {
      // The step-6 AP after the actions; kept off the file's AP.
      field: 'revisedAp',
      weight: 0,
      phrases: ['revised ap', 'revize ap', 'yeni ap'],
    },
    {
      field: 'stepNumber',
      weight: 0,
      phrases: ['opn no', 'op no', 'process no', 'step no', 'proses no', 'operasyon no', '공정번호'],
      exact: ['p no', 'pno', 'no', 'op', 'sira', 'sira no', 's no'],
    },
    {
      field: 'requirement',
      content: 'text',
      weight: 0,
      phrases: ['requirement', 'process function requirement', 'gereksinim', 'gereklilik', 'requisito'],
    },
    {
      field: 'classification',
      content: 'text',
      weight: 0,
      phrases: [
        'class',
        'classification',
        'special characteristic',
        'special characteristics',
        'special char',
        'ozel karakteristik',
        'ozel karakter',
        'ozel sinif',
        'sinif',
        'siniflandirma',
        '분류',
      ],
    },
    {
      field: 'recommendedAction',
      opensSecond: true,
      content: 'text',
      weight: 0,
      // Ahead of the prevention controls' 'prevention': AIAG-VDA step 6 'Prevention Action' is the action.
      specificity: 15,
      phrases: [
        'recommended action',
        'prevention action',
        'iyilestirme faaliyet',
        'corrective action',
        'action description',
        'onerilen aksiyon',
        'onerilen faaliyet',
        'onerilen eylem',
        'onleyici aksiyon',
        'onleyici faaliyet',
        'preventive action',
        'accion recomendada',
        '권고조치',
      ],
    },
    {
      field: 'responsibility',
      opensSecond: true,
      content: 'text',
      weight: 0,
      phrases: [
        'responsibility',
        'responsible',
        'responsible person',
        'action owner',
        'sorumlu',
        'sorumlu ve hedef tarih',
        'sorumlu hedef tarih',
        'sorumlu ve termin',
        'responsibility target completion date',
        'responsibility and target completion date',
        'responsable',
        '책임자',
      ],
    },
    {
      // 'Termin' is a due date, never the owner. The import has no due-date field: the column is
      // recognised only so that no other field takes it. The audit reads it (pfmea-synonyms.ts).
      field: 'targetDate',
      opensSecond: true,
      weight: 0,
      phrases: [
        'target date',
        'due date',
        'completion date',
        'target completion date',
        'termin',
        'termin tarihi',
        'hedef tarih',
        'bitis tarihi',
        'fecha objetivo',
        '목표일',
      ],
    },
    {
      field: 'actionTaken',
      opensSecond: true,
      content: 'text',
      weight: 0,
      // Longer than the due date's 'completion date': sumitduc's 'Actions Taken Completion Date'.
      phrases: [
        'action taken',
        'actions taken',
        'action taken completion date',
        'actions taken completion date',
        'alinan aksiyon',
        'alinan faaliyet',
        'alinan faaliyetler',
        'alinan onlemler',
        'action taken with pointer to evidence',
      ],
    },
    {
      // AIAG-VDA step 6 writes the preventive and the detection action in two columns; both are read.
      field: 'detectionAction',
      opensSecond: true,
      weight: 0,
      content: 'text',
      specificity: 25,
      phrases: ['detection action', 'tespit faaliyeti', 'tespit aksiyonu', 'tespit eylemi'],
    },
    {
      field: 'remark',
      weight: 0,
      phrases: ['remark', 'comment', 'rationale', 'ap rationale', 'aciklama', 'not', 'observaciones'],
    },
  ],
};
