import type { Db } from '../db/database';
import { createApiToken } from '../feeds/api-token-store';

/**
 * A personal API token written straight to the database, whatever the state of its account (the API
 * would not issue one to an account awaiting approval): auth's tests check such a token is refused.
 * Tests of one feature reach another one's store only through helpers here.
 */
export function seedApiToken(db: Db, userId: string, name: string): Promise<{ secret: string }> {
  return createApiToken(db, userId, name);
}
