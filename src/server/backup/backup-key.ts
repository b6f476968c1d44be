import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` proves it may take a backup through a running server on the embedded
 * database: it reads this file, which the server writes into DATA_DIR readable by its own OS user
 * only (0600). Whoever can read DATA_DIR can copy the database anyway; nobody else gets a byte.
 */
const BACKUP_KEY_FILE = 'backup.key';
export const BACKUP_KEY_HEADER = 'x-backup-key';

export function ensureBackupKey(dataDir: string): string {
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function readBackupKey(dataDir: string): string | null {
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

export function keyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
