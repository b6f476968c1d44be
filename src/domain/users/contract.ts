import { z } from 'zod';
import { ADMIN_ROLE, DEFAULT_ROLE } from '../auth/contract';

/** The roles of the spec (§6) plus the default 'Kullanıcı' a self-registered account starts with. */
export const USER_ROLES = [
  ADMIN_ROLE,
  'Kalıp Mühendisi',
  'Bakım Teknisyeni',
  'Kalite Mühendisi',
  'Eğitim Sorumlusu',
  'Proses Mühendisi',
  DEFAULT_ROLE,
] as const;
export const ZUserRole = z.enum(USER_ROLES, { message: 'Geçersiz rol' });
export type TUserRole = z.infer<typeof ZUserRole>;

export const USER_MESSAGES = {
  notFound: 'Kullanıcı bulunamadı',
  lastAdmin: 'Son aktif Yönetici rolünden alınamaz veya devre dışı bırakılamaz',
  deactivated: 'Bu hesap devre dışı bırakılmış. Lütfen yöneticinize başvurun.',
  emptyChange: 'Değiştirilecek bir alan gönderin (role, active veya approved)',
  approvedOnly: 'Bir hesabın onayı geri alınamaz; hesabı devre dışı bırakın',
} as const;

/**
 * PATCH /api/users/{id} (Yönetici only). At least one field; unknown fields are refused so a
 * caller cannot believe it changed a name or a password through this route.
 */
export const ZUpdateUserRequest = z
  .object({
    role: ZUserRole.optional(),
    active: z.boolean({ message: 'active true ya da false olmalıdır' }).optional(),
    // Approval is one way: a Yönetici approves a waiting account, or rejects it by deactivating it.
    approved: z.literal(true, { message: USER_MESSAGES.approvedOnly }).optional(),
  })
  .strict()
  .refine((v) => v.role !== undefined || v.active !== undefined || v.approved !== undefined, {
    message: USER_MESSAGES.emptyChange,
  });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** What the signed-in user may do to this account; computed by the server (permissions.ts). */
const ZUserCan = z.object({
  changeRole: z.boolean(),
  deactivate: z.boolean(),
  reactivate: z.boolean(),
  /** Approve an account that awaits approval (and reject it: deactivate). */
  approve: z.boolean(),
});
export type TUserCan = z.infer<typeof ZUserCan>;

/**
 * An entry of GET /api/users: what pickers and cards need for everyone (position under the name,
 * department); e-mail and last login only when the reader is a Yönetici.
 */
const ZDirectoryUser = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  role: z.string(),
  position: z.string(),
  department: z.string(),
  active: z.boolean(),
  /** False while the account awaits a Yönetici's approval (only a Yönetici's list shows such accounts). */
  approved: z.boolean(),
  email: z.string().optional(),
  lastLoginAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  can: ZUserCan,
});
export type TDirectoryUser = z.infer<typeof ZDirectoryUser>;

export const ZUserList = z.object({ users: z.array(ZDirectoryUser) });
export type TUserList = z.infer<typeof ZUserList>;

export const ZUpdateUserResponse = z.object({ user: ZDirectoryUser });
