import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../../domain/auth/contract';
import { hashPassword } from '../auth-kit/password';
import { usernameKey } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';

export const ADMIN_USAGE =
  'Kullanım: npm run admin -- <kullanıcı-adı> [--reset-password]\n' +
  '  <kullanıcı-adı>                    hesabı Yönetici yapar (ve etkinleştirir)\n' +
  '  <kullanıcı-adı> --reset-password   şifreyi sıfırlar: yeni şifre stdin’den okunur, stdin boşsa\n' +
  '                                     üretilip bir kez yazdırılır; hesabın oturumları kapatılır';

export interface AdminArgs {
  username: string;
  resetPassword: boolean;
}

/** What the command talks to: output lines, and the new password when one is piped in (else null). */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  readPassword(): Promise<string | null>;
}

export function parseAdminArgs(argv: readonly string[]): AdminArgs | null {
  const flags = argv.filter((a) => a.startsWith('-'));
  const names = argv.filter((a) => !a.startsWith('-'));
  if (names.length !== 1 || flags.some((f) => f !== '--reset-password')) return null;
  return { username: names[0] ?? '', resetPassword: flags.includes('--reset-password') };
}

/** 18 random bytes as base64url: 24 characters, 144 bits. */
const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * `npm run admin`: makes an existing account Yönetici, or resets its password, for scripted
 * installs. Returns the exit code. The password is never logged: a generated one is printed once
 * to stdout (the operator must read it), a piped one is not echoed at all.
 */
export async function runAdminCommand(db: Db, args: AdminArgs, io: AdminIo): Promise<number> {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.usernameKey, usernameKey(args.username)))
    .limit(1);
  if (!user) {
    io.err(`"${args.username}" adlı kullanıcı bulunamadı. Önce uygulamadan üye olun.`);
    return 1;
  }
  if (!args.resetPassword) {
    await db
      .update(users)
      .set({ role: ADMIN_ROLE, active: true, approved: true })
      .where(eq(users.id, user.id));
    io.out(`${user.username} artık Yönetici (hesap etkin).`);
    return 0;
  }
  const piped = (await io.readPassword())?.replace(/\r?\n$/, '') ?? '';
  const password = piped === '' ? generatePassword() : piped;
  if (password.length < PASSWORD_MIN_LENGTH) {
    io.err(AUTH_MESSAGES.passwordTooShort);
    return 1;
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // A reset means the old password may be known: its sessions end (NOTIFY evicts them everywhere).
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  if (piped === '') io.out(`${user.username} için yeni şifre (bir kez gösterilir): ${password}`);
  else io.out(`${user.username} için şifre stdin’den alınan değerle değiştirildi.`);
  return 0;
}
