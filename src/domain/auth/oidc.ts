import { z } from 'zod';
import { AUTH_MESSAGES } from './contract';

/** Single sign-on (OpenID Connect): the paths, the button's default label and the failures it shows. */
export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
export const OIDC_DEFAULT_LABEL = 'Microsoft ile giriş yap';

/**
 * Why a single sign-on failed. The callback redirects to the login screen with one of these codes
 * (`/login#sso-hata=<code>`) and the screen shows the Turkish text: the provider's own words never reach it.
 */
export const OIDC_ERROR_MESSAGES = {
  disabled: 'Tek oturum açma bu kurulumda açık değil.',
  state_invalid:
    'Oturum açma isteğinin süresi dolmuş ya da bu tarayıcıda başlatılmamış. Lütfen düğmeye yeniden tıklayın.',
  provider_error:
    'Kimlik sağlayıcısıyla oturum açılamadı. Lütfen yeniden deneyin veya BT ekibinize başvurun.',
  cancelled: 'Kimlik sağlayıcısında oturum açma iptal edildi veya reddedildi.',
  email_missing: 'Kimlik sağlayıcısı bir e-posta adresi göndermedi; hesabınız eşleştirilemedi.',
  email_unverified:
    'Kimlik sağlayıcısı e-posta adresinizin doğrulandığını bildirmedi; bu adresle oturum açılamaz. BT ekibinize başvurun.',
  email_ambiguous:
    'Bu e-posta adresi birden fazla hesapta kayıtlı; hangisiyle oturum açılacağı belirlenemedi. Yöneticinize başvurun.',
  invitation_required: AUTH_MESSAGES.invitationRequired,
  account_disabled: AUTH_MESSAGES.accountDisabled,
  too_many_attempts:
    'Bu adresten çok fazla oturum açma denemesi yapıldı. Birkaç dakika sonra yeniden deneyin.',
} as const;
const ZOidcErrorCode = z.enum(
  Object.keys(OIDC_ERROR_MESSAGES) as [
    keyof typeof OIDC_ERROR_MESSAGES,
    ...(keyof typeof OIDC_ERROR_MESSAGES)[],
  ],
);
export type TOidcErrorCode = z.infer<typeof ZOidcErrorCode>;

/** The hash fragment that carries a failure back to the login screen (never sent to a server log). */
export const OIDC_ERROR_FRAGMENT = 'sso-hata';

/** What the provider appends to the callback; other parameters pass through to openid-client untouched. */
export const ZOidcCallbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/** The failure a callback sent back in the URL fragment (`#sso-hata=state_invalid`), or null. */
export function oidcErrorFromHash(hash: string): TOidcErrorCode | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get(OIDC_ERROR_FRAGMENT);
  const parsed = ZOidcErrorCode.safeParse(code);
  return parsed.success ? parsed.data : null;
}
