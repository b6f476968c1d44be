import { Cpu, Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAnalysisSource, TAnalysisStatus } from '../../../../domain/analyses/contract';
import { confidenceLevel, useAnalysisLabels } from './use-analysis-labels';

const CONFIDENCE_STYLE = {
  high: 'bg-green-100 text-green-800 ring-green-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-red-100 text-red-800 ring-red-300',
} as const;

/** 'Yüksek Güven' / 'Orta Güven' / 'Düşük Güven' chip. */
export function ConfidenceChip({ confidence }: { confidence: number }) {
  const labels = useAnalysisLabels();
  return (
    <span
      data-testid="confidence-chip"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${CONFIDENCE_STYLE[confidenceLevel(confidence)]}`}
    >
      {labels.confidence(confidence)}
    </span>
  );
}

/** 'Tamamlandı' (green) / 'Devam Ediyor' (amber). */
export function StatusBadge({ status }: { status: TAnalysisStatus }) {
  const { t } = useTranslation('analyses');
  const style = status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900';
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${style}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** Which source produced the report: the built-in database or an AI provider. */
export function SourceBadge({ source, className = '' }: { source: TAnalysisSource; className?: string }) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  const Icon = source === 'engineering_db' ? Database : Cpu;
  return (
    <span
      data-testid="source-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${className}`}
      title={t('report.sourceTitle')}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t('report.source', { source: labels.source(source) })}
    </span>
  );
}
