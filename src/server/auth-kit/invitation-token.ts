import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES, type TInvitationPreview } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { invitations } from '../db/schema-invitations';
import { AppError } from '../http/app-error';

/** 256 random bits: guessing a link is hopeless, so the check route needs no throttle of its own. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the table cannot be turned back into working links. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const invitationInvalid = () =>
  new AppError(400, 'invitation_invalid', AUTH_MESSAGES.invitationInvalid, 'invitationToken');

const stillPending = (tokenHash: string, now: Date) =>
  and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.usedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

/** What a link promises (the sign-up screen shows the role before the form is filled in). */
export async function previewInvitation(db: Db, token: string): Promise<TInvitationPreview> {
  const [row] = await db
    .select({ role: invitations.role, department: invitations.department, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(stillPending(hashInvitationToken(token), new Date()));
  if (!row) throw invitationInvalid();
  return { role: row.role, department: row.department, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Takes the invitation for one sign-up, inside the sign-up's transaction: the conditional UPDATE is
 * the single-use guarantee (two sign-ups racing with one link: one row matches, the other gets
 * nothing), and a failed sign-up (name taken) rolls it back so the link still works.
 */
export async function claimInvitation(
  tx: Db,
  token: string,
): Promise<{ id: string; role: string; department: string }> {
  const [row] = await tx
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(stillPending(hashInvitationToken(token), new Date()))
    .returning({ id: invitations.id, role: invitations.role, department: invitations.department });
  if (!row) throw invitationInvalid();
  return row;
}

export async function recordInvitee(tx: Db, invitationId: string, userId: string): Promise<void> {
  await tx.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, invitationId));
}
