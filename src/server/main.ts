import { buildApp } from './app';
import { ensureBackupKey } from './backup/backup-key';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openDatabase } from './db/open-database';

/** Entry point: `npm start`. Opens the database, migrates, seeds demo data, serves on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // `npm run backup` proves it may back up through this server by reading this file (backup-key.ts).
  if (database.kind === 'pglite') ensureBackupKey(config.dataDir);
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx);
  await ctx.realtime.start();
  // Every minute: a session past its idle or absolute limit is deleted, and the delete's NOTIFY closes
  // its open WebSockets on every instance (a socket must not outlive its session by long).
  const cleanup = setInterval(() => void ctx.sessions.deleteExpired().catch(() => {}), 60_000);
  cleanup.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: kapanıyor`);
    await ctx.realtime.stop().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    flushLog(app.log);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kalite Asistanı: http://localhost:${config.port} (${database.kind})`);
  if (config.demoMode && !['127.0.0.1', '::1', 'localhost'].includes(config.host)) {
    app.log.warn(
      `DEMO_MODE açık ve sunucu ${config.host} adresinde dinliyor: demo hesapları (admin/admin123 …) ağdaki ` +
        'herkese açık. Gerçek kullanım için DEMO_MODE=false ile başlatın ya da HOST=127.0.0.1 kullanın.',
    );
  }
  // The log is written in blocks (see access-log.ts): the start-up line should show at once.
  flushLog(app.log);
}

function flushLog(log: object): void {
  const { flush } = log as { flush?: () => void };
  flush?.call(log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
