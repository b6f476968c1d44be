/**
 * `npm run restore -- <file>`: restores a backup into an empty DATA_DIR or an empty DATABASE_URL
 * database; refuses anything else (see src/server/backup/restore-backup.ts).
 */
import { runRestoreCommand } from '../src/server/backup/backup-command';
import { loadConfig } from '../src/server/config';

runRestoreCommand(loadConfig(), process.argv.slice(2), (line) => console.log(line)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
