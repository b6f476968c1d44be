import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_MESSAGES,
  backupMessage,
  type TBackupManifest,
  type TBackupSummary,
  ZBackupManifest,
  ZBackupSummary,
  ZBackupTableEnd,
  ZBackupTableStart,
} from '../../domain/backup/contract';

export class BackupFileError extends Error {}

const corrupt = (detail: string) => new BackupFileError(backupMessage(BACKUP_MESSAGES.corrupt, { detail }));

/** The file's lines, gunzipped on the thread pool; readline gives the back-pressure. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    throw corrupt(error instanceof Error ? error.message : String(error));
  } finally {
    lines.close();
    input.destroy();
  }
}

/** A control line ('#' + JSON): manifest, table start and end, summary. */
function parseControl(line: string): unknown {
  if (!line.startsWith('#')) throw corrupt('beklenmeyen satır');
  try {
    return JSON.parse(line.slice(1));
  } catch {
    throw corrupt('okunamayan satır');
  }
}

/** The first line, alone: enough to refuse a file of a newer version before reading the rest. */
export async function readManifest(file: string): Promise<TBackupManifest> {
  for await (const line of backupLines(file)) {
    const value = parseControl(line) as { format?: unknown };
    if (value.format !== BACKUP_FORMAT) throw new BackupFileError(BACKUP_MESSAGES.notBackup);
    const manifest = ZBackupManifest.safeParse(value);
    if (!manifest.success) throw corrupt('manifest okunamadı');
    return manifest.data;
  }
  throw new BackupFileError(BACKUP_MESSAGES.notBackup);
}

/**
 * Reads the whole file once and checks it before anything is written: framing (every table closed,
 * nothing after the summary), each table's row count and sha-256, and the sha-256 of the whole text.
 */
export async function verifyBackup(
  file: string,
): Promise<{ manifest: TBackupManifest; summary: TBackupSummary }> {
  const manifest = await readManifest(file);
  const fileHash = createHash('sha256');
  let summary: TBackupSummary | null = null;
  let table: { name: string; rows: number; hash: ReturnType<typeof createHash> } | null = null;
  const ends: { name: string; rows: number; sha256: string }[] = [];
  for await (const line of backupLines(file)) {
    if (summary) throw corrupt('özetten sonra satır var');
    if (table && !line.startsWith('#')) {
      table.rows += 1;
      table.hash.update(`${line}\n`);
      fileHash.update(`${line}\n`);
      continue;
    }
    const value = parseControl(line) as { kind?: unknown };
    if (value.kind === 'summary') {
      if (table) throw corrupt(`${table.name} tablosu kapanmadan özet geldi`);
      const parsed = ZBackupSummary.safeParse(value);
      if (!parsed.success) throw corrupt('özet okunamadı');
      summary = parsed.data;
      continue;
    }
    fileHash.update(`${line}\n`);
    if (value.kind === 'manifest') continue;
    if (value.kind === 'table') {
      if (table) throw corrupt(`${table.name} tablosu kapanmadı`);
      const start = ZBackupTableStart.safeParse(value);
      if (!start.success) throw corrupt('tablo başlığı okunamadı');
      table = { name: start.data.name, rows: 0, hash: createHash('sha256') };
      continue;
    }
    if (value.kind === 'end') {
      const end = ZBackupTableEnd.safeParse(value);
      if (!end.success || !table || end.data.name !== table.name) throw corrupt('tablo sonu okunamadı');
      const sha256 = table.hash.digest('hex');
      if (end.data.rows !== table.rows || end.data.sha256 !== sha256)
        throw corrupt(`${table.name} tablosunun satırları değişmiş veya eksik`);
      ends.push({ name: table.name, rows: table.rows, sha256 });
      table = null;
      continue;
    }
    throw corrupt('tanınmayan satır');
  }
  if (!summary) throw corrupt('dosya yarıda kesilmiş (özet yok)');
  if (summary.sha256 !== fileHash.digest('hex')) throw corrupt('dosyanın özeti tutmuyor');
  if (JSON.stringify(summary.tables) !== JSON.stringify(ends))
    throw corrupt('tablo listesi özetle uyuşmuyor');
  return { manifest, summary };
}
