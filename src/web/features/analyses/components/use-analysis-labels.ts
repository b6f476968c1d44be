import { useTranslation } from 'react-i18next';
import type {
  TAnalysisSource,
  TDepartment,
  TProblemCategory,
  TProcessType,
  TSeverity,
} from '../../../../domain/analyses/contract';
import { confidenceLabel } from '../../../../domain/analyses/build-report';
import type { SixM } from '../../../../domain/analyses/knowledge/knowledge-entry';

const CONFIDENCE_KEYS = { 'Yüksek Güven': 'high', 'Orta Güven': 'medium', 'Düşük Güven': 'low' } as const;
export type ConfidenceLevel = (typeof CONFIDENCE_KEYS)[keyof typeof CONFIDENCE_KEYS];

/** The domain's confidence bands (≥ 90 high, 70-89 medium, < 70 low) as a level for colour and text. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  return CONFIDENCE_KEYS[confidenceLabel(confidence)];
}

/** Display text of the contract's enum values in the active language (Turkish = the domain labels). */
export function useAnalysisLabels() {
  const { t } = useTranslation('analyses');
  return {
    category: (v: TProblemCategory) => t(`enums.category.${v}`),
    severity: (v: TSeverity) => t(`enums.severity.${v}`),
    department: (v: TDepartment) => t(`enums.department.${v}`),
    processType: (v: TProcessType) => t(`enums.processType.${v}`),
    source: (v: TAnalysisSource) => t(`enums.source.${v}`),
    sixM: (v: SixM) => t(`enums.sixM.${v}`),
    confidence: (confidence: number) => t(`confidence.${confidenceLevel(confidence)}`),
    stars: (count: number) => t('rating.stars', { count }),
  };
}
