import { useTranslation } from 'react-i18next';

const STEPS = ['open', 'embed', 'copy', 'token'] as const;

/** The spec's four-step how-to: where the embed URL and the access token come from. */
export function HowToBox() {
  const { t } = useTranslation('powerbi');
  return (
    <section
      aria-labelledby="powerbi-howto"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h3 id="powerbi-howto" className="font-semibold">
        {t('howTo.title')}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5" data-testid="powerbi-howto-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`howTo.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
