import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Rows of a raw SQL query. Both drivers (node-postgres, PGlite) answer `{ rows }`; the shared `Db`
 * type cannot say so (its result type is the driver's), hence the one narrowing here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
