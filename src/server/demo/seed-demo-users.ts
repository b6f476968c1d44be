import { inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../domain/auth/demo-accounts';
import { hashPassword } from '../auth-kit/password';
import { usernameKey } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** Creates the six demo accounts that do not exist yet (idempotent, safe with several instances). */
export async function seedDemoUsers(db: Db): Promise<void> {
  const keys = DEMO_ACCOUNTS.map((a) => usernameKey(a.username));
  const existing = await db
    .select({ key: users.usernameKey })
    .from(users)
    .where(inArray(users.usernameKey, keys));
  const have = new Set(existing.map((r) => r.key));
  for (const account of DEMO_ACCOUNTS) {
    if (have.has(usernameKey(account.username))) continue;
    await db
      .insert(users)
      .values({
        username: account.username,
        usernameKey: usernameKey(account.username),
        email: account.email,
        fullName: account.fullName,
        department: account.department,
        position: account.position,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
}
