import { setPlantTimeZone } from '../domain/shared/plant-date';
import type { AppContext } from './app-context';
import { rekeyUsernames } from './auth/rekey-usernames';
import { SessionStore } from './auth-kit/session-store';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { seedDemo } from './demo/seed-demo';
import { RealtimeHub } from './realtime/realtime-hub';
import { HeavyJobs } from './workers/heavy-jobs';
import { WorkerPool } from './workers/worker-pool';
import { countActiveAudits } from './audit/active-audits';

/** Wires the services of one server instance on an opened database. */
export async function createContext(config: AppConfig, database: Database): Promise<AppContext> {
  // One plant per process: every "today" and date of the domain (and of the pool threads) follows it.
  setPlantTimeZone(config.plantTimeZone);
  await rekeyUsernames(database.db, config.logLevel);
  if (config.demoMode) await seedDemo(database.db);
  const sessions = new SessionStore(database.db, config.sessionIdleMs);
  const realtime = new RealtimeHub(database, sessions);
  const workers = new WorkerPool({
    budgeted: {
      tasks: ['readAuditDocument', 'importFmea'],
      memoryMb: config.documentRead.memoryMb,
    },
  });
  const heavyJobs = new HeavyJobs(config.heavyJobsPerUser, (userId) =>
    countActiveAudits(database.db, userId),
  );
  return { config, database, db: database.db, sessions, realtime, workers, heavyJobs };
}
