import { z } from 'zod';
import { DEPARTMENTS } from '../auth/contract';
import { ZUserRole } from './contract';

/** A link works for seven days and for one sign-up (issue 24). */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_MESSAGES = {
  notFound: 'Davet bulunamadı',
  notPending: 'Bu davet artık beklemede değil: kullanılmış, iptal edilmiş veya süresi dolmuş',
  noteTooLong: 'Not en fazla 200 karakter olabilir',
} as const;

/** Where an invitation stands; `expired` is computed from `expiresAt`, never stored. */
const INVITATION_STATUSES = ['pending', 'used', 'revoked', 'expired'] as const;
const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

/** POST /api/invitations: the role (and optionally the department) the new account will have. */
export const ZCreateInvitationRequest = z
  .object({
    role: ZUserRole,
    department: z.union([z.enum(DEPARTMENTS), z.literal('')]).default(''),
    // Whom it is for ("Ahmet, boya hattı"): the link itself names nobody.
    note: z.string().trim().max(200, INVITATION_MESSAGES.noteTooLong).default(''),
  })
  .strict();
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;
export type TCreateInvitation = z.infer<typeof ZCreateInvitationRequest>;

const ZPersonRef = z.object({ id: z.string(), fullName: z.string() });

const ZInvitationCan = z.object({ revoke: z.boolean() });
export type TInvitationCan = z.infer<typeof ZInvitationCan>;

/** An invitation as a Yönetici's list shows it: never the token (only its hash is stored). */
const ZInvitation = z.object({
  id: z.string(),
  role: z.string(),
  department: z.string(),
  note: z.string(),
  status: ZInvitationStatus,
  createdBy: ZPersonRef,
  createdAt: z.string(),
  expiresAt: z.string(),
  usedBy: ZPersonRef.nullable(),
  usedAt: z.string().nullable(),
  can: ZInvitationCan,
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.object({ invitations: z.array(ZInvitation) });

/** The creation answer is the only time the token exists outside the new member's browser. */
export const ZCreatedInvitation = z.object({ invitation: ZInvitation, token: z.string() });
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;

export const ZInvitationResponse = z.object({ invitation: ZInvitation });

/**
 * The link a Yönetici hands out. The token rides in the fragment (`#davet=`), which browsers never
 * send to a server: it stays out of access logs, proxies and Referer headers.
 */
const INVITATION_FRAGMENT_KEY = 'davet';
export function invitationLink(origin: string, token: string): string {
  return `${origin}/login#${INVITATION_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}
export function invitationTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(INVITATION_FRAGMENT_KEY)?.trim();
  return token ? token : null;
}
