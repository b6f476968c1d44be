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
import { hashPassword } from './password';
import { presentUser, usernameKey } from './present-user';

type SignupInput = Required<Omit<TSignupRequest, 'department'>> & { department: string };

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

/** How an account comes to be: the installation's policy, or an invitation's role (approved at once). */
export type SignupTerms = { policy: TSignupPolicy; invitedRole?: string };

/**
 * Creates an account. Self-registered users get the role 'Kullanıcı' whatever position they type:
 * the role carries a real permission (Yönetici) and cannot be self-assigned — except on an empty
 * installation, whose first account becomes the approved Yönetici so someone can configure it. That
 * check and the insert run under one transaction-scoped advisory lock: two simultaneous first
 * sign-ups (even on two instances) are serialised, and the second one sees the first and gets the
 * default role. Under `approval` every later account waits for a Yönetici.
 */
export async function signUp(db: Db, input: SignupInput, terms: SignupTerms): Promise<TUser> {
  const forcedRole = terms.invitedRole;
  // Only `open` lets a self-registered account in at once; `invite` without an invitation (not built
  // yet) waits like `approval`: an unknown policy never opens the door.
  const approvedUnlessFirst = forcedRole !== undefined || terms.policy === 'open';
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
  try {
    // The common case (accounts exist) needs no lock: users are never deleted, so it stays true.
    const row =
      forcedRole !== undefined || (await hasAnyUser(db))
        ? await insertUser(db, { ...values, role: forcedRole ?? DEFAULT_ROLE, approved: approvedUnlessFirst })
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
            const first = !(await hasAnyUser(tx));
            return insertUser(tx, {
              ...values,
              role: first ? ADMIN_ROLE : DEFAULT_ROLE,
              approved: first || approvedUnlessFirst,
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
