import { sql } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  AUTH_MESSAGES,
  DEFAULT_DEPARTMENT,
  DEFAULT_ROLE,
  type TSignupPolicy,
  type TSignupRequest,
  type TUser,
} from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { claimInvitation, recordInvitee } from '../auth-kit/invitation-token';
import { hashPassword } from '../auth-kit/password';
import { presentUser, usernameKey } from '../auth-kit/present-user';

type SignupInput = Required<Omit<TSignupRequest, 'department' | 'invitationToken'>> & {
  department: string;
  invitationToken?: string | undefined;
};

/** Advisory-lock key that serialises "is this the first account?" across connections and instances. */
export const FIRST_ACCOUNT_LOCK = 727_275;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Whether any account exists (an empty installation makes its first sign-up the Yönetici). */
export async function hasAnyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** How an account comes to be: the installation's policy (an invitation in the body overrides it). */
export type SignupTerms = { policy: TSignupPolicy };

/**
 * Creates an account. Self-registered users get the role 'Kullanıcı' whatever position they type:
 * the role carries a real permission (Yönetici) and cannot be self-assigned — except on an empty
 * installation, whose first account becomes the approved Yönetici so someone can configure it. That
 * check and the insert run under one transaction-scoped advisory lock: two simultaneous first
 * sign-ups (even on two instances) are serialised, and the second one sees the first and gets the
 * default role. Under `approval` every later account waits for a Yönetici; under `invite` only a
 * Yönetici's one-time link opens an account. A link, under any policy, gives the role and department
 * the Yönetici chose and an approved account: inviting someone is approving them in advance.
 */
export async function signUp(db: Db, input: SignupInput, terms: SignupTerms): Promise<TUser> {
  const passwordHash = await hashPassword(input.password);
  const values = {
    username: input.username.trim(),
    usernameKey: usernameKey(input.username),
    email: input.email.trim(),
    fullName: input.fullName.trim(),
    department: input.department || DEFAULT_DEPARTMENT,
    position: input.position.trim(),
    passwordHash,
  };
  const token = input.invitationToken;
  try {
    const row = token
      ? await db.transaction(async (tx) => {
          const invitation = await claimInvitation(tx, token);
          const user = await insertUser(tx, {
            ...values,
            department: invitation.department || values.department,
            role: invitation.role,
            approved: true,
          });
          await recordInvitee(tx, invitation.id, user.id);
          return user;
        })
      : await db.transaction(async (tx) => {
          // The lock serialises "is this the first account?"; users are never deleted, so once one
          // exists the answer stays true and the lock is held only for this short transaction.
          await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
          const first = !(await hasAnyUser(tx));
          if (!first && terms.policy === 'invite')
            throw new AppError(
              403,
              'invitation_required',
              AUTH_MESSAGES.invitationRequired,
              'invitationToken',
            );
          return insertUser(tx, {
            ...values,
            role: first ? ADMIN_ROLE : DEFAULT_ROLE,
            approved: first || terms.policy === 'open',
          });
        });
    return presentUser(row);
  } catch (error) {
    // The unique index decides, so two simultaneous sign-ups cannot both take a name.
    if (isUniqueViolation(error))
      throw new AppError(409, 'username_taken', AUTH_MESSAGES.usernameTaken, 'username');
    throw error;
  }
}

async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
