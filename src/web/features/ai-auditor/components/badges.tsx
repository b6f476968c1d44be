import { useTranslation } from 'react-i18next';
import type {
  TAuditDocumentStatus,
  TAuditDocumentType,
  TComplianceLevel,
  TFindingCategory,
  TFindingPriority,
} from '../../../../domain/audit/contract';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

const STATUS_STYLE: Record<TAuditDocumentStatus, string> = {
  uploaded: 'bg-slate-100 text-slate-700',
  analyzing: 'bg-amber-100 text-amber-900',
  analyzed: 'bg-green-100 text-green-800',
};

/** Spec §9 priority colours: high red, medium yellow, low green. */
const PRIORITY_STYLE: Record<TFindingPriority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-yellow-100 text-yellow-900',
  low: 'bg-green-100 text-green-800',
};

const CATEGORY_STYLE: Record<TFindingCategory, string> = {
  major: 'bg-red-700 text-white',
  minor: 'bg-amber-500 text-slate-950',
  observation: 'bg-blue-100 text-blue-900',
};

/** Text, fill and ring colour of each compliance level (WCAG AA text on white). */
export const LEVEL_STYLE: Record<TComplianceLevel, { text: string; fill: string; badge: string }> = {
  excellent: { text: 'text-green-700', fill: '#15803d', badge: 'bg-green-100 text-green-800' },
  good: { text: 'text-blue-700', fill: '#1d4ed8', badge: 'bg-blue-100 text-blue-800' },
  'needs-improvement': { text: 'text-amber-700', fill: '#b45309', badge: 'bg-amber-100 text-amber-900' },
  critical: { text: 'text-red-700', fill: '#b91c1c', badge: 'bg-red-100 text-red-800' },
};

/** 'Yüklendi' / 'Analiz Ediliyor' / 'Analiz Edildi'. */
export function DocumentStatusBadge({ status }: { status: TAuditDocumentStatus }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <span className={`${pill} ${STATUS_STYLE[status]}`} data-testid="document-status" data-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: TFindingPriority }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <span className={`${pill} ${PRIORITY_STYLE[priority]}`} data-testid="finding-priority">
      {t('report.priority', { priority: t(`priorities.${priority}`) })}
    </span>
  );
}

export function CategoryBadge({ category }: { category: TFindingCategory }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <span className={`${pill} ${CATEGORY_STYLE[category]}`} data-testid="finding-category">
      {t(`categories.${category}`)}
    </span>
  );
}

export function LevelBadge({ level }: { level: TComplianceLevel }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <span className={`${pill} px-3 py-1 text-sm ${LEVEL_STYLE[level].badge}`} data-testid="compliance-level">
      {t(`levels.${level}`)}
    </span>
  );
}

/** The document type when the viewer may not change it (another user's document, or one being audited). */
export function DocumentTypeBadge({ type }: { type: TAuditDocumentType }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <span className={`${pill} bg-violet-100 text-violet-900`} data-testid="document-type-badge">
      {t(`types.${type}`)}
    </span>
  );
}
