import { ZBinaryFile, defineOperation } from '../shared/operation';
import { ZBackupStatus } from './contract';

const tags = ['backup'] as const;

export const backupOperations = {
  /**
   * A backup streamed from the running server, for `npm run backup` on the embedded database. Public
   * as a route, refused without the key that only DATA_DIR's owner can read (see backup-key.ts).
   */
  download: defineOperation({
    method: 'POST',
    path: '/api/backup',
    tags,
    summary: 'Çalışan sunucudan tutarlı bir yedek (npm run backup; DATA_DIR içindeki anahtarla)',
    response: ZBinaryFile,
    binary: true,
    public: true,
  }),
  status: defineOperation({
    method: 'GET',
    path: '/api/backup/status',
    tags,
    summary: 'Son yedek ve zamanlanmış yedekleme (yalnızca Yönetici)',
    response: ZBackupStatus,
  }),
};
