import { z } from 'zod';

/**
 * A backup is one gzip file of JSON lines, readable with `zcat`: the manifest first (what wrote it
 * and at which migration level), then per table a header line, its rows as PostgreSQL's own
 * `row_to_json` text, and an end line with the row count and the sha-256 of the row lines; the
 * summary last (every count and a sha-256 of everything before it). Rows are PostgreSQL's JSON of
 * the row, restored with `json_populate_recordset`, so the database does every type conversion:
 * the file loads into PGlite or PostgreSQL whatever their major versions (a `pg_dump` of PGlite's
 * PostgreSQL 18 does not load into a PostgreSQL 15).
 */
export const BACKUP_FORMAT = 'kalite-asistani-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_FILE_EXTENSION = '.kabackup';

export const ZBackupManifest = z.object({
  kind: z.literal('manifest'),
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  /** How many migrations the database had: a restore migrates the target to this level first. */
  migrationLevel: z.number().int().min(0),
  /** The tag of the last of them (drizzle's journal): a restore checks it is the same lineage. */
  lastMigration: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  serverVersion: z.string(),
  createdAt: z.string(),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export const ZBackupTableStart = z.object({
  kind: z.literal('table'),
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
});
export const ZBackupTableEnd = z.object({
  kind: z.literal('end'),
  name: z.string(),
  rows: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZBackupSummary = z.object({
  kind: z.literal('summary'),
  tables: z.array(ZBackupTableEnd.omit({ kind: true })),
  /** Bytes held in binary columns (the uploaded documents). */
  documentBytes: z.number().int().min(0),
  /** sha-256 of every byte of the file's text before this line. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TBackupSummary = z.infer<typeof ZBackupSummary>;

export const BACKUP_MESSAGES = {
  notEmpty:
    'Hedef veritabanı boş değil: geri yükleme yalnızca boş bir DATA_DIR klasörüne veya boş bir veritabanına yapılır. Mevcut verinin üzerine yazılmaz.',
  newerVersion:
    'Bu yedek daha yeni bir sürümden alınmış (veritabanı düzeyi {{backup}}, bu sürüm {{code}}). Önce uygulamayı güncelleyin, sonra geri yükleyin.',
  otherLineage:
    'Bu yedeğin veritabanı geçmişi bu sürümle uyuşmuyor ({{backup}} ≠ {{code}}): başka bir uygulamanın yedeği olabilir.',
  corrupt: 'Yedek dosyası bozuk veya eksik: {{detail}}. Dosya geri yüklenmedi.',
  notBackup: 'Bu dosya bir Kalite Asistanı yedeği değil.',
  serverRunning:
    'Sunucu bu DATA_DIR üzerinde çalışıyor: geri yüklemeden önce durdurun (geri yükleme yalnızca boş bir hedefe yapılır).',
  keyRefused:
    'Yedek anahtarı geçersiz: yedek yalnızca sunucunun DATA_DIR klasörünü okuyabilen kullanıcı tarafından alınabilir.',
  busy: 'Şu anda başka bir yedekleme sürüyor; birkaç dakika sonra tekrar deneyin.',
} as const;

/** GET /api/backup/status (Yönetici): what Ayarlar shows about backups. */
export const ZBackupStatus = z.object({
  /** BACKUP_DIR is set: the server writes a backup every `everyHours` and keeps `keep` of them. */
  scheduled: z.boolean(),
  dir: z.string().nullable(),
  everyHours: z.number().nullable(),
  keep: z.number().nullable(),
  last: z.object({ file: z.string(), at: z.string(), bytes: z.number().int() }).nullable(),
  /** No backup within twice the interval (or none at all while scheduled): Ayarlar warns. */
  overdue: z.boolean(),
  lastError: z.string().nullable(),
});
export type TBackupStatus = z.infer<typeof ZBackupStatus>;

/** Fills `{{name}}` placeholders of a message. */
export function backupMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
