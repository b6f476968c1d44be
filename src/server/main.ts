import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openDatabase } from './db/open-database';

/** Entry point: `npm start`. Opens the database, migrates, seeds demo data, serves on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx);
  await ctx.realtime.start();
  const cleanup = setInterval(() => void ctx.sessions.deleteExpired().catch(() => {}), 3600_000);
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
