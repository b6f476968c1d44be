import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OIDC_ERROR_MESSAGES, oidcErrorFromHash } from '../../../../domain/auth/oidc';
import { invitationTokenFromHash } from '../../../../domain/users/invitations-contract';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type View = 'login' | 'signup';

/** Signed-out screen: 'Sisteme Giriş' / 'Üye Ol'. Switching views clears forms and messages (remount). */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  // A Yönetici's invitation link opens the sign-up view with its token (read once, from the fragment).
  const [invitationToken] = useState(() => invitationTokenFromHash(window.location.hash));
  // A failed single sign-on comes back as `#sso-hata=<code>`: shown once, then taken off the address.
  const [ssoError] = useState(() => {
    const code = oidcErrorFromHash(window.location.hash);
    return code ? OIDC_ERROR_MESSAGES[code] : null;
  });
  useEffect(() => {
    if (ssoError) history.replaceState(null, '', window.location.pathname);
  }, [ssoError]);
  const [view, setView] = useState<View>(invitationToken ? 'signup' : 'login');
  const [success, setSuccess] = useState<string | null>(null);
  useDocumentTitle(view === 'login' ? t('auth.loginTitle') : t('auth.signupTitle'));
  const switchTo = (next: View) => {
    setSuccess(null);
    setView(next);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-indigo-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-2xl bg-blue-700 text-white shadow-lg">
            <ShieldCheck className="h-8 w-8" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold text-slate-900">{t('app.title')}</h1>
          <p className="text-sm text-slate-600">{t('app.tagline')}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
          <div className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1" role="tablist">
            {(['login', 'signup'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                aria-selected={view === v}
                onClick={() => switchTo(v)}
                className={`min-h-10 rounded-lg text-sm font-semibold ${view === v ? 'bg-white text-blue-800 shadow' : 'text-slate-600'}`}
              >
                {v === 'login' ? t('auth.loginTitle') : t('auth.signupTitle')}
              </button>
            ))}
          </div>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">
            {view === 'login' ? t('auth.loginTitle') : t('auth.signupTitle')}
          </h2>
          {view === 'login' ? (
            <LoginForm key="login" success={success} ssoError={ssoError} onLoggedIn={onLoggedIn} />
          ) : (
            <SignupForm
              key="signup"
              invitationToken={invitationToken}
              onSignedUp={(message) => {
                // The link is spent: a reload must not offer it again.
                if (invitationToken) history.replaceState(null, '', window.location.pathname);
                setView('login');
                setSuccess(message);
              }}
            />
          )}
        </div>
      </div>
    </main>
  );
}
