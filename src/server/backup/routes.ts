import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BACKUP_MESSAGES } from '../../domain/backup/contract';
import { backupOperations as ops } from '../../domain/backup/operations';
import { canManageUsers } from '../../domain/users/permissions';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { AppError, forbidden } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { BACKUP_KEY_HEADER, keyMatches, readBackupKey } from './backup-key';
import { backupFileName } from './backup-files';
import { BackupScheduler } from './backup-schedule';
import { writeBackup } from './write-backup';

export async function backupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const scheduler = new BackupScheduler(ctx.config, ctx.database, app.log);
  let streaming = false;
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());

  registerOperation(app, ops.download, async (_input, request, reply) => {
    // The key exists only where the server holds the embedded database in DATA_DIR (main.ts writes
    // it); with PostgreSQL the command connects to the database itself.
    const key = ctx.database.kind === 'pglite' ? readBackupKey(ctx.config.dataDir) : null;
    if (!key || !keyMatches(key, request.headers[BACKUP_KEY_HEADER]))
      throw new AppError(403, 'backup_key_refused', BACKUP_MESSAGES.keyRefused);
    if (streaming)
      throw new AppError(429, 'backup_busy', BACKUP_MESSAGES.busy, undefined, { 'retry-after': '60' });
    streaming = true;
    const body = new PassThrough();
    void writeBackup(ctx.database, body)
      .catch((error: unknown) => {
        request.log.error(`Yedek yarıda kaldı: ${error instanceof Error ? error.message : String(error)}`);
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        streaming = false;
      });
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
      .send(body);
  });

  registerOperation(app, ops.status, async (_input, request) => {
    if (!canManageUsers(currentUser(request))) throw forbidden();
    return scheduler.status();
  });
}
