import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysis } from '../../../../../domain/analyses/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { StarRating } from '../../../../components/ui/star-rating';
import { errorMessage } from '../../../../lib/api-client';
import { useRateAnalysis } from '../../api/rate-analysis';
import { useAnalysisLabels } from '../use-analysis-labels';

/** After the analysis: 1-5 stars; choosing one saves it, hides the prompt and thanks with the star count. */
export function RatingPrompt({ analysis }: { analysis: TAnalysis }) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  const rate = useRateAnalysis();
  const [thanked, setThanked] = useState<number | null>(null);

  if (thanked !== null) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        data-testid="rating-thanks"
      >
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
        {t('rating.thanks', { count: thanked })}
      </p>
    );
  }
  return (
    <section
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3"
      data-testid="rating-prompt"
    >
      <div>
        <h3 className="font-semibold text-slate-900">
          {analysis.rating > 0 ? t('rating.change') : t('rating.prompt')}
        </h3>
        <p className="text-sm text-slate-700">{t('rating.promptHint')}</p>
        {rate.error ? (
          <div className="mt-2">
            <AlertBox tone="error">{errorMessage(rate.error)}</AlertBox>
          </div>
        ) : null}
      </div>
      <StarRating
        value={analysis.rating}
        label={t('rating.label')}
        starLabel={labels.stars}
        disabled={rate.isPending}
        onChange={(rating) =>
          rate.mutate({ id: analysis.id, rating }, { onSuccess: () => setThanked(rating) })
        }
      />
    </section>
  );
}
