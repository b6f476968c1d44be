import type { TAuditDocumentType, TComplianceLevel, TFindingCategory, TFindingPriority } from './contract';

/** Spec §9 labels, exactly; the screens use i18n keys, server-made text (CSV, PDF) uses these. */
export const COMPLIANCE_LEVEL_LABELS: Readonly<Record<TComplianceLevel, string>> = {
  excellent: 'Mükemmel',
  good: 'İyi',
  'needs-improvement': 'İyileştirme Gerekli',
  critical: 'Kritik',
};

export const DOCUMENT_TYPE_LABELS: Readonly<Record<TAuditDocumentType, string>> = {
  'control-plan': 'Kontrol Planı',
  fmea: 'FMEA',
  synoptic: 'Sinoptik',
  'process-flow': 'Süreç Akışı',
  other: 'Diğer',
};

export const FINDING_CATEGORY_LABELS: Readonly<Record<TFindingCategory, string>> = {
  major: 'Majör',
  minor: 'Minör',
  observation: 'Gözlem',
};

export const FINDING_PRIORITY_LABELS: Readonly<Record<TFindingPriority, string>> = {
  high: 'Yüksek',
  medium: 'Orta',
  low: 'Düşük',
};

/** Spec §5.1 / §8 messages of the mode. */
export const AUDIT_MESSAGES = {
  noDocuments: 'Lütfen önce doküman yükleyin!',
  reportNotReady: 'Rapor Hazır Değil',
} as const;
