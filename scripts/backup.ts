/**
 * `npm run backup -- [--out <file|folder>]`: a consistent backup while the server runs or not (see
 * src/server/backup/backup-command.ts), verified before it says "done".
 */
import { runBackupCommand } from '../src/server/backup/backup-command';
import { loadConfig } from '../src/server/config';

runBackupCommand(loadConfig(), process.argv.slice(2), (line) => console.log(line)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
