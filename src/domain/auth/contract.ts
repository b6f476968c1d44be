import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from '../shared/visible-text';
import { z } from 'zod';

export const AUTH_MESSAGES = {
  loginRequired: 'Kullanıcı adı ve şifre gereklidir',
  loginInvalid: 'Kullanıcı adı veya şifre hatalı',
  signupRequired: 'Tüm zorunlu alanları doldurun',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  emailInvalid: 'Geçerli bir email adresi girin',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  usernameChars: 'Kullanıcı adı yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir',
  tooLong: 'Bu alan çok uzun',
  signupSuccess: 'Üyelik başarıyla oluşturuldu! Giriş yapabilirsiniz.',
  unauthenticated: 'Oturum açmanız gerekiyor',
  accountDisabled: 'Bu hesap devre dışı bırakılmış. Lütfen yöneticinize başvurun.',
  approvalPending:
    'Hesabınız yönetici onayı bekliyor. Bir Yönetici onayladığında uygulamanın tamamını kullanabilirsiniz.',
  signupPendingApproval:
    'Üyeliğiniz oluşturuldu. Giriş yapabilirsiniz; bir Yönetici onaylayana kadar hesabınız beklemede kalır.',
  invitationRequired:
    'Bu kurulumda üyelik yalnızca bir Yöneticinin davet bağlantısıyla açılabilir. Yöneticinizden bir davet bağlantısı isteyin.',
  invitationInvalid:
    'Davet bağlantısı geçersiz, kullanılmış, iptal edilmiş veya süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.',
} as const;

/**
 * Who may join (`SIGNUP`): `open` = anyone who signs up uses the app at once; `approval` = a new
 * account signs in but waits for a Yönetici; `invite` = sign-up needs a Yönetici's one-time link.
 */
export const SIGNUP_POLICIES = ['open', 'approval', 'invite'] as const;
const ZSignupPolicy = z.enum(SIGNUP_POLICIES);
export type TSignupPolicy = z.infer<typeof ZSignupPolicy>;

export const PASSWORD_MIN_LENGTH = 6;
export const DEPARTMENTS = ['Mühendislik', 'Üretim', 'Kalite', 'Bakım', 'İnsan Kaynakları', 'IT'] as const;
export const DEFAULT_DEPARTMENT = 'Genel';
export const DEFAULT_ROLE = 'Kullanıcı';
export const ADMIN_ROLE = 'Yönetici';

// Simple {x}@{y}.{z} pattern, as the spec's sign-up rule.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/**
 * Sign-up body. Checks run in the spec's order (required → password length → email) and the first
 * failure is the message shown, so the form and the API answer with the same single message.
 */
export const ZSignupRequest = z
  .object({
    // Missing fields default to '' so the spec's single message answers them, not a generic one.
    fullName: z
      .string()
      .trim()
      .max(120, AUTH_MESSAGES.tooLong)
      .refine((v) => !hasInvisibleCharacters(v), INVISIBLE_CHARACTERS_MESSAGE)
      .default(''),
    email: z.string().trim().max(200, AUTH_MESSAGES.tooLong).default(''),
    username: z.string().trim().max(50, AUTH_MESSAGES.tooLong).default(''),
    password: z.string().max(200, AUTH_MESSAGES.tooLong).default(''),
    department: z.union([z.enum(DEPARTMENTS), z.literal('')]).default(''),
    position: z.string().trim().max(100, AUTH_MESSAGES.tooLong).default(''),
    /** The token of a Yönetici's one-time link (`#davet=…`): the account gets the invitation's role. */
    invitationToken: z.string().trim().max(100, AUTH_MESSAGES.invitationInvalid).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const required = (['fullName', 'email', 'username', 'password'] as const).find(
      (key) => v[key].trim() === '',
    );
    if (required) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.signupRequired, path: [required] });
      return;
    }
    if (v.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooShort, path: ['password'] });
      return;
    }
    if (!EMAIL_PATTERN.test(v.email)) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.emailInvalid, path: ['email'] });
      return;
    }
    if (!USERNAME_PATTERN.test(v.username)) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.usernameChars, path: ['username'] });
    }
  });
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = z
  .object({
    username: z.string().max(50, AUTH_MESSAGES.loginInvalid).default(''),
    password: z.string().max(200, AUTH_MESSAGES.loginInvalid).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.username.trim() === '' || v.password.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        message: AUTH_MESSAGES.loginRequired,
        path: [v.username.trim() === '' ? 'username' : 'password'],
      });
    }
  });
export type TLoginRequest = z.input<typeof ZLoginRequest>;
export type TLoginCredentials = z.infer<typeof ZLoginRequest>;

/** A user as every API presents it: never a password or hash. */
const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  active: z.boolean(),
  /** False while a Yönetici has not approved the account (`SIGNUP=approval`): it sees only its own session. */
  approved: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser });

/** What the login screen lists in demo mode (the spec shows demo passwords on screen). */
const ZDemoAccount = z.object({ username: z.string(), password: z.string(), role: z.string() });
export const ZAuthConfig = z.object({
  demoMode: z.boolean(),
  demoAccounts: z.array(ZDemoAccount),
  /** True on an empty database: the next account to sign up becomes Yönetici (the sign-up screen says so). */
  firstAccountBecomesAdmin: z.boolean(),
  /** Who may join; the sign-up screen tells an `approval` applicant that a Yönetici must approve. */
  signupPolicy: ZSignupPolicy,
  /** Single sign-on (OpenID Connect): its button's label when on, null when off; never the secret. */
  sso: z.object({ label: z.string() }).nullable(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

/** POST /api/auth/invitation: what an invitation link promises, before the form is filled in. */
export const ZInvitationCheckRequest = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, AUTH_MESSAGES.invitationInvalid)
      .max(100, AUTH_MESSAGES.invitationInvalid),
  })
  .strict();
export const ZInvitationPreview = z.object({
  role: z.string(),
  department: z.string(),
  expiresAt: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
