import { seedDemoAnalyses } from '../analyses/seed-demo-analyses';
import type { Db } from '../db/database';
import { seedDemoSuggestions } from './seed-demo-suggestions';
import { seedDemoUsers } from './seed-demo-users';
import { seedDemoTasks } from '../tasks/seed-demo-tasks';

/** Demo mode: accounts and sample rows, inserted only where missing (real rows, not a fake read path). */
export async function seedDemo(db: Db): Promise<void> {
  await seedDemoUsers(db);
  await seedDemoTasks(db);
  await seedDemoSuggestions(db);
  await seedDemoAnalyses(db);
}
