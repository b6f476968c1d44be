/**
 * `npm run admin -- <username> [--reset-password]`: see src/server/users/admin-command.ts. Opens the
 * same database as the server (DATABASE_URL, or PGlite in DATA_DIR — refused while a server holds
 * that directory's lock, since two processes on one PGlite directory corrupt it).
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand } from '../src/server/users/admin-command';

async function readStdin(): Promise<string | null> {
  if (process.stdin.isTTY) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const args = parseAdminArgs(process.argv.slice(2));
  if (!args) {
    console.error(ADMIN_USAGE);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Veritabanı açılamadı: ${message}`);
    if (!config.databaseUrl)
      console.error('PGlite kullanılıyorsa önce sunucuyu durdurun, sonra komutu yeniden çalıştırın.');
    return 1;
  }
  try {
    return await runAdminCommand(database.db, args, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      readPassword: readStdin,
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
