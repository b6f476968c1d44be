import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { BACKUP_FILE_EXTENSION, BACKUP_MESSAGES } from '../../domain/backup/contract';
import type { AppConfig } from '../config';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { formatBytes } from './format-bytes';
import { BACKUP_KEY_HEADER, readBackupKey } from './backup-key';
import { backupFileName, writeDurably } from './backup-files';
import { BackupFileError, verifyBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { openRestoreTarget } from './restore-target';
import { writeBackup } from './write-backup';

type Say = (line: string) => void;

/** Where `npm run backup -- [--out <file|folder>]` writes: the option, else BACKUP_DIR, else ./backups. */
function backupTarget(args: readonly string[], config: Pick<AppConfig, 'backupDir'>, now: Date): string {
  const i = args.indexOf('--out');
  const out = i >= 0 ? args[i + 1] : undefined;
  const folder = config.backupDir ?? './backups';
  if (!out) return path.join(folder, backupFileName(now));
  return out.endsWith(BACKUP_FILE_EXTENSION) ? out : path.join(out, backupFileName(now));
}

/** Whether a server holds DATA_DIR's embedded database right now (its lock). */
function serverHoldsDataDir(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  try {
    acquireDataDirLock(dataDir)();
    return false;
  } catch {
    return true;
  }
}

/**
 * `npm run backup`: with DATABASE_URL the command reads PostgreSQL itself (a snapshot, beside the
 * running servers); on the embedded database it asks the running server (POST /api/backup, with the
 * key only DATA_DIR's owner can read), or opens DATA_DIR itself when no server holds it. Every file
 * is read back and verified before the command says it is done.
 */
export async function runBackupCommand(
  config: AppConfig,
  args: readonly string[],
  say: Say,
): Promise<string> {
  const file = backupTarget(args, config, new Date());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const written = await writeDurably(file, async (out) => {
    if (config.databaseUrl) {
      const target = await openRestoreTarget({ databaseUrl: config.databaseUrl });
      try {
        await writeBackup(target, out);
      } finally {
        await target.close();
      }
      return true;
    }
    if (serverHoldsDataDir(config.dataDir)) {
      say(`Sunucu çalışıyor: yedek sunucudan alınıyor (http://127.0.0.1:${config.port}).`);
      const key = readBackupKey(config.dataDir);
      if (!key) throw new BackupFileError(BACKUP_MESSAGES.keyRefused);
      const res = await fetch(`http://127.0.0.1:${config.port}/api/backup`, {
        method: 'POST',
        headers: { [BACKUP_KEY_HEADER]: key },
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new BackupFileError(body?.error?.message ?? `Sunucu ${res.status} yanıtı verdi.`);
      }
      await pipeline(Readable.fromWeb(res.body as Parameters<typeof Readable.fromWeb>[0]), out);
      return true;
    }
    const target = await openRestoreTarget({ dataDir: config.dataDir });
    try {
      await writeBackup(target, out);
    } finally {
      await target.close();
    }
    return true;
  });
  if (!written) throw new BackupFileError('Yedek yazılamadı.');
  const { summary } = await verifyBackup(written);
  const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
  say(
    `Yedek alındı ve doğrulandı: ${written} (${formatBytes(fs.statSync(written).size)}; ` +
      `${summary.tables.length} tablo, ${rows.toLocaleString('tr-TR')} satır, belgeler ${formatBytes(summary.documentBytes)}).`,
  );
  return written;
}

/** `npm run restore -- <file>`: into DATABASE_URL's database, or DATA_DIR; only an empty one. */
export async function runRestoreCommand(config: AppConfig, args: readonly string[], say: Say): Promise<void> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file || !fs.existsSync(file))
    throw new BackupFileError('Kullanım: npm run restore -- <yedek dosyası>');
  const to = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
  say(`Geri yükleniyor: ${file} → ${config.databaseUrl ? 'DATABASE_URL' : path.resolve(config.dataDir)}`);
  const result = await restoreBackup(file, to);
  const rows = result.tables.reduce((n, t) => n + t.rows, 0);
  say(
    `Geri yüklendi: ${result.tables.length} tablo, ${rows.toLocaleString('tr-TR')} satır; veritabanı düzeyi ` +
      `${result.migratedFrom} → ${result.migratedTo}. Sunucuyu başlatabilirsiniz.`,
  );
}
