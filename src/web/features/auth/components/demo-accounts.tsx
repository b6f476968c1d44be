import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAuthConfig } from '../../../../domain/auth/contract';

type Account = TAuthConfig['demoAccounts'][number];

/** Demo mode: the six demo accounts with their passwords; a click fills the login form. */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: readonly Account[];
  onPick: (account: Account) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-xl border border-blue-100 bg-blue-50/60 p-4"
      aria-labelledby="demo-accounts-title"
    >
      <h3 id="demo-accounts-title" className="flex items-center gap-2 text-sm font-semibold text-blue-900">
        <KeyRound className="h-4 w-4" aria-hidden />
        {t('auth.demoAccounts')}
      </h3>
      <p className="mt-1 text-xs text-blue-900/80">{t('auth.demoHint')}</p>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="demo-accounts">
        {accounts.map((a) => (
          <li key={a.username}>
            <button
              type="button"
              onClick={() => onPick(a)}
              className="w-full rounded-lg border border-blue-100 bg-white px-3 py-2 text-left text-xs hover:border-blue-300"
            >
              <span className="block font-semibold text-slate-800">{a.role}</span>
              <span className="font-mono text-slate-600">
                {a.username} / {a.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
