import { useTranslation } from 'react-i18next';
import type { TComplianceLevel } from '../../../../../domain/audit/contract';
import { LEVEL_STYLE } from '../badges';

const RADIUS = 80;
const ARC = Math.PI * RADIUS;

/**
 * The overall score on a half-circle gauge (0-100) in the level's colour. It is a meter for
 * assistive technology; the number and level are also written out beside it.
 */
export function ScoreGauge({ score, level }: { score: number; level: TComplianceLevel }) {
  const { t } = useTranslation('aiAuditor');
  const clamped = Math.max(0, Math.min(100, score));
  const filled = (clamped / 100) * ARC;
  return (
    <div
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${t('report.scoreValue', { score: clamped })}, ${t(`levels.${level}`)}`}
      aria-label={t('report.score')}
      className="relative mx-auto w-full max-w-[14rem]"
      data-testid="score-gauge"
    >
      <svg viewBox="0 0 200 110" className="w-full" aria-hidden>
        <path
          d={`M 20 100 A ${RADIUS} ${RADIUS} 0 0 1 180 100`}
          fill="none"
          stroke="#e2e8f0"
          strokeWidth="18"
          strokeLinecap="round"
        />
        <path
          d={`M 20 100 A ${RADIUS} ${RADIUS} 0 0 1 180 100`}
          fill="none"
          stroke={LEVEL_STYLE[level].fill}
          strokeWidth="18"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${ARC}`}
        />
      </svg>
      <div className="absolute inset-x-0 bottom-0 text-center">
        <span
          className={`text-4xl font-bold tabular-nums ${LEVEL_STYLE[level].text}`}
          data-testid="overall-score"
        >
          {clamped}
        </span>
        <span className="text-sm text-slate-600"> / 100</span>
      </div>
    </div>
  );
}
