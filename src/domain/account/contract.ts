import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from '../shared/visible-text';
import { z } from 'zod';
import { AUTH_MESSAGES, DEFAULT_DEPARTMENT, DEPARTMENTS, PASSWORD_MIN_LENGTH } from '../auth/contract';

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Mevcut şifrenizi girin',
  newPasswordRequired: 'Yeni şifreyi girin',
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordUnchanged: 'Yeni şifre mevcut şifreden farklı olmalıdır',
  passwordMismatch: 'Yeni şifreler eşleşmiyor',
  currentPasswordWrong: 'Mevcut şifre hatalı',
  passwordChanged: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  tooManyPasswordAttempts: (minutes: number) =>
    `Çok fazla hatalı şifre denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  fullNameRequired: 'Ad soyad boş bırakılamaz',
  departmentInvalid: 'Listeden bir departman seçin',
  tooLong: AUTH_MESSAGES.tooLong,
  sessionNotFound: 'Oturum bulunamadı',
  currentSession: 'Bu cihazdaki oturumu kapatmak için Çıkış Yap düğmesini kullanın',
  invalidSessionId: 'Geçersiz oturum kimliği',
} as const;

/** Departments a profile may name: the sign-up list plus the default given to those who chose none. */
export const PROFILE_DEPARTMENTS = [...DEPARTMENTS, DEFAULT_DEPARTMENT] as const;

/**
 * `PUT /api/account/password`. The new password follows the sign-up rules (not blank, at least
 * PASSWORD_MIN_LENGTH characters, at most 200) and must differ from the current one.
 */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().max(200, ACCOUNT_MESSAGES.tooLong).default(''),
    newPassword: z.string().max(200, ACCOUNT_MESSAGES.tooLong).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.currentPassword === '') {
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
        path: ['currentPassword'],
      });
    } else if (v.newPassword.trim() === '') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.newPasswordRequired, path: ['newPassword'] });
    } else if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordTooShort, path: ['newPassword'] });
    } else if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.passwordUnchanged, path: ['newPassword'] });
    }
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The change-password form: the request plus the repeated new password, checked in the browser. */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    newPasswordRepeat: z.string(),
  })
  .superRefine((v, ctx) => {
    const request = ZChangePasswordRequest.safeParse({
      currentPassword: v.currentPassword,
      newPassword: v.newPassword,
    });
    if (!request.success) {
      for (const issue of request.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return;
    }
    if (v.newPassword !== v.newPasswordRepeat) {
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_MESSAGES.passwordMismatch,
        path: ['newPasswordRepeat'],
      });
    }
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** `PATCH /api/account/profile`: only the fields sent change; username, email and role never do here. */
export const ZUpdateProfileRequest = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, ACCOUNT_MESSAGES.fullNameRequired)
      .max(120, ACCOUNT_MESSAGES.tooLong)
      .refine((v) => !hasInvisibleCharacters(v), INVISIBLE_CHARACTERS_MESSAGE)
      .optional(),
    department: z.enum(PROFILE_DEPARTMENTS, ACCOUNT_MESSAGES.departmentInvalid).optional(),
    position: z.string().trim().max(100, ACCOUNT_MESSAGES.tooLong).optional(),
  })
  .strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

/** A readable summary of a User-Agent header; null parts are unknown. */
const ZUserAgentSummary = z.object({
  browser: z.string().nullable(),
  browserVersion: z.string().nullable(),
  os: z.string().nullable(),
  osVersion: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
});
export type TUserAgentSummary = z.infer<typeof ZUserAgentSummary>;

/**
 * One signed-in session as its owner sees it. `id` is an opaque public id derived from the session's
 * database id, never the id itself (which is the hash the cookie resolves to).
 */
const ZAccountSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  device: ZUserAgentSummary,
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZAccountSessionList = z.object({ sessions: z.array(ZAccountSession) });

// base64url of 16 bytes of a sha-256: 22 characters.
export const ZSessionIdParams = z
  .object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, ACCOUNT_MESSAGES.invalidSessionId) })
  .strict();

export const ZRevokeSessionsResponse = z.object({ revoked: z.number().int().nonnegative() });

export const ZChangePasswordResponse = z.object({
  ok: z.literal(true),
  /** How many other sessions were ended. */
  revokedSessions: z.number().int().nonnegative(),
});
