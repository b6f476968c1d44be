import type { TAlternativeCause, TAnalysisResult } from '../../../../../domain/analyses/contract';
import { useTranslation } from 'react-i18next';

const DEPTH_KEYS = { quick: 'depthQuick', standard: 'depthStandard', detailed: 'depthDetailed' } as const;

/** The words behind the match and the depth the report was built at (absent on older reports). */
export function MatchEvidence({ result }: { result: TAnalysisResult }) {
  const { t } = useTranslation('analyses');
  const terms = result.matchedTerms ?? [];
  if (terms.length === 0 && !result.depth) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700" data-testid="match-evidence">
      {result.depth ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium" data-testid="report-depth">
          {t('report.depth', { depth: t(`report.${DEPTH_KEYS[result.depth]}`) })}
        </span>
      ) : null}
      {terms.length > 0 ? (
        <>
          <span className="font-medium">{t('report.matchedTerms')}:</span>
          {terms.map((term) => (
            <span key={term} className="rounded bg-blue-100 px-1.5 py-0.5 text-blue-900">
              {term}
            </span>
          ))}
        </>
      ) : null}
    </div>
  );
}

/** A detailed report's evidence for one alternative: the words that matched it and causes to rule out. */
export function AlternativeEvidence({ alternative }: { alternative: TAlternativeCause }) {
  const { t } = useTranslation('analyses');
  if (!alternative.matchedTerms && !alternative.rootCauses) return null;
  const terms = alternative.matchedTerms ?? [];
  return (
    <div className="mt-1 space-y-1 text-xs text-slate-700" data-testid="alternative-evidence">
      <p>
        {terms.length > 0
          ? t('report.alternativeMatched', { terms: terms.join(', ') })
          : t('report.alternativeNoTerms')}
      </p>
      {alternative.rootCauses && alternative.rootCauses.length > 0 ? (
        <div>
          <p className="font-medium">{t('report.alternativeCauses')}</p>
          <ul className="list-disc pl-5">
            {alternative.rootCauses.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A detailed report's verification steps, in order. */
export function VerificationSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800" data-testid="verification-steps">
      {steps.map((step, i) => (
        <li key={i}>{step}</li>
      ))}
    </ol>
  );
}
