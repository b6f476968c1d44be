import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A screen whose feature is not built yet says so plainly instead of showing sample data. */
export function NotBuiltYet({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="not-built-yet"
      className="mx-auto max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900"
    >
      <div className="flex items-center gap-3">
        <Construction className="h-6 w-6 shrink-0" aria-hidden />
        <h2 className="text-lg font-semibold">{t('notBuilt.title')}</h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed">{t('notBuilt.text', { screen })}</p>
    </section>
  );
}
