import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { authOperations } from '../../../../domain/auth/operations';
import { operationHref } from '../../../lib/api-client';

/**
 * Single sign-on: a plain link, because the sign-in is a chain of top-level navigations (to the
 * provider and back to the callback), which a fetch cannot follow.
 */
export function SsoButton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs uppercase text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.ssoDivider')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a
        href={operationHref(authOperations.oidcStart)}
        data-testid="sso-button"
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:border-blue-400 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <Building2 className="h-4 w-4 text-blue-700" aria-hidden />
        {label}
      </a>
    </div>
  );
}
