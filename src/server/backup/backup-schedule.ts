import type { TBackupStatus } from '../../domain/backup/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { backupIntoFolder, listBackups } from './backup-files';

type Log = { info(msg: string): void; error(msg: string): void };

/**
 * The server's own backups (`BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP`): the first one when the
 * newest in the folder is older than the interval (or there is none), then one per interval. A timer
 * per run, not an interval: a slow backup never overlaps the next.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly config: Pick<AppConfig, 'backupDir' | 'backupEveryMs' | 'backupKeep'>,
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  start(): void {
    const dir = this.config.backupDir;
    if (!dir) return;
    const newest = listBackups(dir)[0];
    const due = newest ? newest.at.getTime() + this.config.backupEveryMs - Date.now() : 0;
    this.schedule(Math.max(5_000, due));
  }

  stop(): Promise<unknown> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.running ?? Promise.resolve();
  }

  private schedule(delayMs: number): void {
    // setTimeout's limit is ~24.8 days; a longer interval waits in steps.
    this.timer = setTimeout(() => void this.tick(), Math.min(delayMs, 2 ** 31 - 1));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const dir = this.config.backupDir;
    if (!dir || this.timer === undefined) return;
    const run = backupIntoFolder(this.database, dir, this.config.backupKeep);
    this.running = run;
    try {
      const written = await run;
      this.lastError = null;
      if (written) this.log.info(`Yedek alındı: ${written.file} (${written.bytes} bayt)`);
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.log.error(`Yedek alınamadı: ${this.lastError}`);
    } finally {
      this.running = null;
      if (this.timer !== undefined) this.schedule(this.lastError ? 15 * 60_000 : this.config.backupEveryMs);
    }
  }

  status(now = new Date()): TBackupStatus {
    const dir = this.config.backupDir ?? null;
    const newest = dir ? listBackups(dir)[0] : undefined;
    const every = this.config.backupEveryMs;
    return {
      scheduled: dir !== null,
      dir,
      everyHours: dir ? every / 3_600_000 : null,
      keep: dir ? this.config.backupKeep : null,
      last: newest ? { file: newest.file, at: newest.at.toISOString(), bytes: newest.bytes } : null,
      overdue: !newest || now.getTime() - newest.at.getTime() > 2 * every,
      lastError: this.lastError,
    };
  }
}
