import { useTranslation } from 'react-i18next';
import { generalText, useFindingTexts } from './finding-text';

/**
 * The numbered general recommendations (most important first, as the engine ordered them), in the
 * interface language.
 */
export function RecommendationList({ recommendations }: { recommendations: readonly string[] }) {
  const { t } = useTranslation('aiAuditor');
  const texts = useFindingTexts();
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
              <GeneralRecommendation text={text} translated={generalText(text, texts)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A rule's recommendation in the interface language; any other stored text stays marked Turkish. */
function GeneralRecommendation({ text, translated }: { text: string; translated: string | null }) {
  if (translated !== null) return <span>{translated}</span>;
  return (
    <span lang="tr" translate="no" data-user-content="">
      {text}
    </span>
  );
}
