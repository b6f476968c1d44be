import type { Db } from '../db/database';
import { seedDemoSuggestions } from './seed-demo-suggestions';
import { seedDemoUsers } from './seed-demo-users';

/** Demo mode: accounts and sample rows, inserted only where missing (real rows, not a fake read path). */
export async function seedDemo(db: Db): Promise<void> {
  await seedDemoUsers(db);
  await seedDemoSuggestions(db);
}
