import type { TCpField, TPfdField, TPfmeaField } from './mapped-table';

/** Turkish names of the columns, as findings name them. */
export const CP_FIELD_LABELS: Readonly<Record<TCpField, string>> = {
  operationNumber: 'Parça/proses (operasyon) no',
  processName: 'Proses adı / operasyon',
  machine: 'Makine / teçhizat / aparat',
  characteristicNumber: 'Karakteristik no',
  productCharacteristic: 'Ürün karakteristiği',
  processCharacteristic: 'Proses karakteristiği',
  characteristic: 'Karakteristik',
  specialClass: 'Özel karakteristik sınıfı',
  specification: 'Spesifikasyon / tolerans',
  measurementTechnique: 'Ölçüm tekniği',
  sample: 'Numune / sıklık',
  sampleSize: 'Numune boyutu',
  sampleFrequency: 'Numune sıklığı',
  controlMethod: 'Kontrol yöntemi',
  reactionPlan: 'Reaksiyon planı',
  owner: 'Sorumlu',
  msaReference: 'MSA referansı',
  materialDescription: 'Malzeme tanımı',
};

export const PFMEA_FIELD_LABELS: Readonly<Record<TPfmeaField, string>> = {
  operationNumber: 'Operasyon no',
  processStep: 'Proses adımı',
  requirement: 'Gereklilik',
  failureMode: 'Hata modu',
  effect: 'Hatanın etkisi',
  severity: 'Şiddet (S)',
  specialClass: 'Sınıf (özel karakteristik)',
  cause: 'Hata nedeni',
  preventionControl: 'Önleme kontrolü',
  occurrence: 'Olasılık (O)',
  detectionControl: 'Tespit kontrolü',
  controls: 'Mevcut kontroller',
  detection: 'Tespit edilebilirlik (D)',
  rpn: 'RPN',
  actionPriority: 'AP',
  recommendedAction: 'Önerilen aksiyon',
  responsibility: 'Sorumlu',
  targetDate: 'Termin',
  responsibilityAndDate: 'Sorumlu ve termin',
};

export const PFD_FIELD_LABELS: Readonly<Record<TPfdField, string>> = {
  stepNumber: 'Adım no',
  stepName: 'Adım adı',
  stepType: 'Adım türü',
};
