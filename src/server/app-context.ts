import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { SessionStore } from './auth-kit/session-store';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { HeavyJobs } from './workers/heavy-jobs';
import type { WorkerPool } from './workers/worker-pool';

/** Everything a route needs, built once at start-up and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionStore;
  realtime: RealtimeHub;
  /** Threads for CPU-heavy requests; started on first use, closed with the app. */
  workers: WorkerPool;
  /** Heavy jobs per user at most (imports, audits, plan generation, PDF and XLSX exports). */
  heavyJobs: HeavyJobs;
}
