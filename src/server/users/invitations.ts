import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TUser } from '../../domain/auth/contract';
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type TCreatedInvitation,
  type TCreateInvitation,
  type TInvitation,
} from '../../domain/users/invitations-contract';
import { canManageUsers, invitationCan, invitationStatus } from '../../domain/users/permissions';
import { hashInvitationToken, newInvitationToken } from '../auth-kit/invitation-token';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { invitations } from '../db/schema-invitations';
import { AppError, forbidden } from '../http/app-error';

const DAY_MS = 86_400_000;
const creator = alias(users, 'creator');
const invitee = alias(users, 'invitee');

const columns = {
  id: invitations.id,
  role: invitations.role,
  department: invitations.department,
  note: invitations.note,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  usedAt: invitations.usedAt,
  revokedAt: invitations.revokedAt,
  creatorId: creator.id,
  creatorName: creator.fullName,
  inviteeId: invitee.id,
  inviteeName: invitee.fullName,
};

function selectInvitations(db: Db) {
  return db
    .select(columns)
    .from(invitations)
    .innerJoin(creator, eq(creator.id, invitations.createdBy))
    .leftJoin(invitee, eq(invitee.id, invitations.usedBy));
}
type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

function presentInvitation(row: InvitationRow, reader: TUser, now: Date): TInvitation {
  const status = invitationStatus(row, now);
  return {
    id: row.id,
    role: row.role,
    department: row.department,
    note: row.note,
    status,
    createdBy: { id: row.creatorId, fullName: row.creatorName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedBy: row.inviteeId && row.inviteeName ? { id: row.inviteeId, fullName: row.inviteeName } : null,
    usedAt: row.usedAt?.toISOString() ?? null,
    can: invitationCan(reader, status),
  };
}

/** Newest first; the used and revoked ones stay listed as the record of who invited whom. */
export async function listInvitations(db: Db, reader: TUser): Promise<TInvitation[]> {
  if (!canManageUsers(reader)) throw forbidden();
  const rows = await selectInvitations(db).orderBy(desc(invitations.createdAt)).limit(200);
  const now = new Date();
  return rows.map((row) => presentInvitation(row, reader, now));
}

async function findInvitation(db: Db, reader: TUser, id: string): Promise<TInvitation> {
  const [row] = await selectInvitations(db).where(eq(invitations.id, id));
  if (!row) throw new AppError(404, 'not_found', INVITATION_MESSAGES.notFound);
  return presentInvitation(row, reader, new Date());
}

/** The token leaves the server once, in this answer; the table keeps only its sha-256. */
export async function createInvitation(
  db: Db,
  actor: TUser,
  request: TCreateInvitation,
): Promise<TCreatedInvitation> {
  if (!canManageUsers(actor)) throw forbidden();
  const token = newInvitationToken();
  const [row] = await db
    .insert(invitations)
    .values({
      tokenHash: hashInvitationToken(token),
      role: request.role,
      department: request.department,
      note: request.note,
      createdBy: actor.id,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('insert returned no row');
  return { invitation: await findInvitation(db, actor, row.id), token };
}

/**
 * Only a pending link can be revoked; a used one is history (deactivate the account instead). The
 * UPDATE re-checks "pending" itself, so a sign-up that claims the link in the same instant wins or
 * loses cleanly: never a used link marked revoked.
 */
export async function revokeInvitation(db: Db, actor: TUser, id: string): Promise<TInvitation> {
  if (!canManageUsers(actor)) throw forbidden();
  await findInvitation(db, actor, id); // 404 before 409
  const [revoked] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: invitations.id });
  if (!revoked) throw new AppError(409, 'invitation_not_pending', INVITATION_MESSAGES.notPending);
  return findInvitation(db, actor, id);
}
