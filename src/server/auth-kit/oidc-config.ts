import { z } from 'zod';
import { USER_ROLES, type TUserRole } from '../../domain/users/contract';
import { OIDC_CALLBACK_PATH, OIDC_DEFAULT_LABEL } from '../../domain/auth/oidc';
import { isLoopbackHost } from '../loopback-host';

/** Single sign-on with an OpenID provider (Entra ID…); undefined when the OIDC_* variables are unset. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback as the browser reaches it (behind the proxy): its path is `OIDC_CALLBACK_PATH`. */
  redirectUrl: string;
  label: string;
  /** Trust the issuer's e-mail even without `email_verified: true` (Entra ID rarely sends it). */
  trustEmail: boolean;
  /** Group id (the `groups` claim) → role. */
  roleMap: ReadonlyMap<string, TUserRole>;
}

export const ZOidcEnv = z.object({
  OIDC_ISSUER: z.string().trim().optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_REDIRECT_URL: z.string().trim().optional(),
  OIDC_LABEL: z.string().trim().max(60, 'OIDC_LABEL en fazla 60 karakter olabilir.').optional(),
  OIDC_TRUST_EMAIL: z.enum(['true', 'false', '1', '0', '']).optional(),
  OIDC_ROLE_MAP: z.string().trim().optional(),
});
type OidcEnv = z.infer<typeof ZOidcEnv>;

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URL'] as const;

/** Reads the OIDC_* variables; a partial or invalid set throws a Turkish message (the server does not start). */
export function parseOidcConfig(env: OidcEnv): OidcConfig | undefined {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(`Tek oturum açma (OIDC) için şu değişkenler de gereklidir: ${missing.join(', ')}.`);
  const issuer = env.OIDC_ISSUER ?? '';
  if (!isSafeUrl(issuer))
    throw new Error(
      'OIDC_ISSUER https:// ile başlayan bir adres olmalıdır (http:// yalnızca 127.0.0.1/localhost için).',
    );
  const redirectUrl = env.OIDC_REDIRECT_URL ?? '';
  const redirect = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
  if (
    !redirect ||
    !/^https?:$/.test(redirect.protocol) ||
    redirect.pathname !== OIDC_CALLBACK_PATH ||
    redirect.search
  )
    throw new Error(
      `OIDC_REDIRECT_URL uygulamanın tam geri dönüş adresi olmalıdır (ör. https://kalite.firma.com.tr${OIDC_CALLBACK_PATH}).`,
    );
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID ?? '',
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    redirectUrl,
    label: env.OIDC_LABEL || OIDC_DEFAULT_LABEL,
    trustEmail: env.OIDC_TRUST_EMAIL === 'true' || env.OIDC_TRUST_EMAIL === '1',
    roleMap: parseRoleMap(env.OIDC_ROLE_MAP ?? ''),
  };
}

/** `"<group id>=Yönetici,<group id>=Kalite Mühendisi"` → Map; an unknown role or a bad entry throws. */
function parseRoleMap(text: string): Map<string, TUserRole> {
  const map = new Map<string, TUserRole>();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const group = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at <= 0 || group === '')
      throw new Error(`OIDC_ROLE_MAP içinde geçersiz öğe: "${entry}" (biçim: <grup kimliği>=<rol>).`);
    if (!(USER_ROLES as readonly string[]).includes(role))
      throw new Error(
        `OIDC_ROLE_MAP içinde bilinmeyen rol: "${role}". Geçerli roller: ${USER_ROLES.join(', ')}.`,
      );
    map.set(group, role as TUserRole);
  }
  return map;
}

function isSafeUrl(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : null;
  return (
    url !== null &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}
