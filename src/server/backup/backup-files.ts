import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_FILE_EXTENSION } from '../../domain/backup/contract';
import type { Database } from '../db/database';
import { writeBackup } from './write-backup';

/** Several instances on one PostgreSQL: the one holding this lock writes the scheduled backup. */
const BACKUP_LOCK = 727_281;

/** `kalite-asistani-2026-11-26T14-30-00Z.kabackup`: sorts by time, no colon (Windows shares). */
export function backupFileName(at: Date): string {
  return `kalite-asistani-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${BACKUP_FILE_EXTENSION}`;
}

export interface BackupFile {
  file: string;
  at: Date;
  bytes: number;
}

/** Finished backups in `dir`, newest first (a `.partial` is a backup still being written, or a dead one). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('kalite-asistani-') && name.endsWith(BACKUP_FILE_EXTENSION))
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { file: path.join(dir, name), at: stat.mtime, bytes: stat.size };
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * Writes a backup into `dir` durably: to a `.partial` file, fsynced, then renamed, so a crash leaves
 * either the previous set or a complete new file, never a half file under a backup's name. Keeps the
 * `keep` newest. Returns null when another instance holds the backup lock.
 */
export async function backupIntoFolder(
  database: Pick<Database, 'db' | 'kind' | 'documents'>,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<BackupFile | null> {
  fs.mkdirSync(dir, { recursive: true });
  const final = await writeDurably(
    path.join(dir, backupFileName(now)),
    async (out) => (await writeBackup(database, out, { exclusiveLock: BACKUP_LOCK })) !== null,
  );
  if (!final) return null;
  for (const old of listBackups(dir).slice(keep)) fs.rmSync(old.file, { force: true });
  const stat = fs.statSync(final);
  return { file: final, at: stat.mtime, bytes: stat.size };
}

/**
 * Runs `write` into `<final>.partial`, fsyncs it and renames it to `final`; returns null (and
 * removes the partial file) when `write` says it wrote nothing.
 */
export async function writeDurably(
  final: string,
  write: (out: fs.WriteStream) => Promise<boolean>,
): Promise<string | null> {
  const partial = `${final}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    if (!(await write(out))) {
      out.destroy();
      fs.rmSync(partial, { force: true });
      return null;
    }
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, final);
    return final;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
