import { useTranslation } from 'react-i18next';

/** The numbered general recommendations (most important first, as the engine ordered them). */
export function RecommendationList({ recommendations }: { recommendations: readonly string[] }) {
  const { t } = useTranslation('aiAuditor');
  return (
    <section
      aria-labelledby="audit-recommendations"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="audit-recommendations" className="text-lg font-semibold text-slate-900">
        {t('report.recommendationsHeading')}
      </h3>
      {recommendations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('report.noRecommendations')}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="recommendations">
          {recommendations.map((text, index) => (
            <li key={index} className="flex gap-3 text-sm text-slate-800">
              <span
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-violet-700 text-xs font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <span lang="tr" translate="no" data-user-content="">
                {text}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
