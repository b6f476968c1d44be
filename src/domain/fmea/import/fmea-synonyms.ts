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
  | 'actionTaken'
  | 'remark';

const CONTROL_SPECIFICITY = 20;

/**
 * FMEA header vocabulary: Turkish (IATF-FMEA-REFERENCE §6), English (AIAG 4th ed., AIAG-VDA 2019)
 * and the Korean/Spanish headings of the real-documents corpus, folded (tr-TR, no accents) when
 * compiled. Longer and more specific phrases win a column, so 'Potential Failure Effect' is an effect.
 */
export const FMEA_SYNONYMS: SynonymMap<TFmeaHeaderField> = {
  required: ['severity', 'occurrence', 'detection'],
  fields: [
    {
      field: 'processStep',
      weight: 1,
      phrases: [
        'process step', 'process function', 'process name', 'process', 'opn name', 'operation name',
        'operation description', 'functions', 'function', 'item', 'proses adimi', 'proses adı', 'proses fonksiyon',
        'proses', 'islem adimi', 'islem', 'operasyon adi', 'operasyon', 'surec adimi', 'surec', 'istasyon',
        'proceso', 'paso del proceso', '공정명', '공정단계', '공정',
      ],
    },
    {
      field: 'potentialFailure',
      weight: 1,
      phrases: [
        'potential failure mode', 'failure mode', 'failure modes', 'potential failure', 'problem',
        'hata turu', 'hata modu', 'potansiyel hata', 'hata tipi', 'modo de falla', 'modo de fallo', '고장형태',
        '고장 모드', 'potential failure mode',
      ],
      exact: ['hata'],
    },
    {
      field: 'effects',
      weight: 1,
      phrases: [
        'potential effect', 'potential failure effect', 'effect on', 'failure effect', 'effect', 'consequence',
        'hatanin etkisi', 'hata etkisi', 'etkisi', 'etki', 'efecto', 'efecto de falla', '고장영향', '영향',
      ],
    },
    {
      field: 'severity',
      weight: 3,
      second: 'revisedSeverity',
      phrases: ['severity', 'siddet', 'ciddiyet', 'severidad', '심각도', 'sev'],
      exact: ['s', 'sev', 'sv'],
    },
    {
      field: 'causes',
      weight: 1,
      phrases: [
        'potential cause', 'potential failure cause', 'failure cause', 'root cause', 'cause', 'mechanism',
        'hata nedeni', 'potansiyel neden', 'neden', 'sebep', 'kok neden', 'causa', '고장원인', '원인',
      ],
    },
    {
      field: 'occurrence',
      weight: 3,
      second: 'revisedOccurrence',
      phrases: [
        'occurrence', 'occur', 'likeliness', 'likelihood', 'probability', 'olasilik', 'siklik', 'olusma',
        'olusum', 'ocurrencia', 'incidencia', '발생도', 'occ',
      ],
      exact: ['o', 'occ', 'oc'],
    },
    {
      field: 'controls',
      weight: 1,
      phrases: [
        'current process control', 'current control', 'current design control', 'process control',
        'existing control', 'controls', 'mevcut kontrol', 'mevcut proses kontrol', 'kontroller', 'controles',
        '현재 관리',
      ],
    },
    {
      field: 'preventionControls',
      weight: 1,
      specificity: CONTROL_SPECIFICITY,
      phrases: [
        'control prevention', 'controls prevention', 'prevention control', 'prevention', 'preventive control',
        'onleme kontrol', 'onleme', 'onleyici kontrol', 'prevencion', '예방관리', '예방 관리', 'prevention control',
      ],
    },
    {
      field: 'detectionControls',
      weight: 1,
      specificity: CONTROL_SPECIFICITY,
      phrases: [
        'control detection', 'controls detection', 'detection control', 'detection method', 'tespit kontrol',
        'tespit yontemi', 'deteccion control', '검출관리', '검출 관리',
      ],
    },
    {
      field: 'detection',
      weight: 3,
      second: 'revisedDetection',
      phrases: [
        'detection', 'detectability', 'saptanabilirlik', 'tespit edilebilirlik', 'tespit', 'kesfedilebilirlik',
        'deteccion', 'detectabilidad', '검출도', 'det', 'detec',
      ],
      exact: ['d', 'det', 'dt'],
    },
    {
      field: 'rpn',
      weight: 1,
      second: 'revisedRpn',
      phrases: [
        'rpn', 'risk priority number', 'risk priority', 'priority risk index', 'ros', 'risk oncelik sayisi',
        'risk oncelik degeri', 'risk oncelik gostergesi', 'npr', '위험우선순위',
      ],
      exact: ['pri', 'r'],
    },
    {
      field: 'ap',
      weight: 1,
      phrases: ['action priority', 'eylem onceligi', 'aksiyon onceligi', 'prioridad de accion', '조치우선순위'],
      exact: ['ap', 'ap action priority'],
    },
    { field: 'stepNumber', weight: 0, phrases: ['opn no', 'op no', 'process no', 'step no', 'proses no', 'operasyon no', '공정번호'], exact: ['p no', 'pno', 'no', 'op', 'sira', 'sira no', 's no'] },
    {
      field: 'requirement',
      weight: 0,
      phrases: ['requirement', 'process function requirement', 'gereksinim', 'gereklilik', 'requisito'],
    },
    { field: 'classification', weight: 0, phrases: ['class', 'classification', 'sinif', 'siniflandirma', '분류'] },
    {
      field: 'recommendedAction',
      weight: 0,
      phrases: ['recommended action', 'corrective action', 'action description', 'onerilen aksiyon', 'onleyici aksiyon', 'accion recomendada', '권고조치'],
    },
    {
      field: 'responsibility',
      weight: 0,
      phrases: ['responsibility', 'responsible', 'action owner', 'sorumlu', 'termin', 'responsable', '책임자'],
    },
    { field: 'actionTaken', weight: 0, phrases: ['action taken', 'actions taken', 'alinan aksiyon', 'target date'] },
    { field: 'remark', weight: 0, phrases: ['remark', 'comment', 'rationale', 'ap rationale', 'aciklama', 'not', 'observaciones'] },
  ],
};

/** Fields the review screen maps (the helper columns stay internal). */
export const isImportField = (field: TFmeaHeaderField): field is TFmeaImportField =>
  !['stepNumber', 'requirement', 'classification', 'recommendedAction', 'responsibility', 'actionTaken', 'remark'].includes(field);
