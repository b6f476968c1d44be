import {
  AUTH_MESSAGES,
  DEFAULT_DEPARTMENT,
  DEFAULT_ROLE,
  type TSignupRequest,
  type TUser,
} from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { hashPassword } from './password';
import { presentUser, usernameKey } from './present-user';

type SignupInput = Required<Omit<TSignupRequest, 'department'>> & { department: string };

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Creates an account. Self-registered users get the role 'Kullanıcı' whatever position they type:
 * the role carries a real permission (Yönetici) and cannot be self-assigned.
 */
export async function signUp(db: Db, input: SignupInput, role = DEFAULT_ROLE): Promise<TUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username.trim(),
        usernameKey: usernameKey(input.username),
        email: input.email.trim(),
        fullName: input.fullName.trim(),
        department: input.department || DEFAULT_DEPARTMENT,
        position: input.position.trim(),
        role,
        passwordHash,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return presentUser(row);
  } catch (error) {
    // The unique index decides, so two simultaneous sign-ups cannot both take a name.
    if (isUniqueViolation(error))
      throw new AppError(409, 'username_taken', AUTH_MESSAGES.usernameTaken, 'username');
    throw error;
  }
}
