import { inArray, sql } from 'drizzle-orm';
import { usernameSkeleton } from '../../domain/auth/username-skeleton';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { legacyUsernameKey, rememberSetApartKeys } from '../auth-kit/legacy-username-keys';

// Several instances may start together: one re-keys, the others then find nothing to change.
const REKEY_LOCK = 727_276;
const BATCH = 500;
const QUIET_LEVELS: ReadonlySet<AppConfig['logLevel']> = new Set(['error', 'fatal', 'silent']);

/** @internal */
export interface KeyedUser {
  id: string;
  username: string;
  usernameKey: string;
  createdAt: Date;
}

export interface UsernameKeyPlan {
  /** user id → the key it must have. */
  keys: Map<string, string>;
  /** Old (tr-TR) key → new key of each account set apart from an older look-alike. */
  setApart: Map<string, string>;
  /** Existing accounts that now look alike, oldest first (it keeps the plain skeleton). */
  lookAlikes: KeyedUser[][];
}

// Oldest first; the id breaks ties so that every instance plans the same keys.
const byAge = (a: KeyedUser, b: KeyedUser) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every user's key under the skeleton rule. Where existing users collide, the oldest gets the plain
 * skeleton and each other one `skeleton#oldKey`: unique because old keys were, and reached at login
 * through the set-apart registry by the spellings that reached it before.
 * @internal
 */
export function planUsernameKeys(rows: readonly KeyedUser[]): UsernameKeyPlan {
  const groups = new Map<string, KeyedUser[]>();
  for (const row of [...rows].sort(byAge)) {
    const skeleton = usernameSkeleton(row.username);
    const group = groups.get(skeleton);
    if (group) group.push(row);
    else groups.set(skeleton, [row]);
  }
  const keys = new Map<string, string>();
  const setApart = new Map<string, string>();
  const lookAlikes: KeyedUser[][] = [];
  const taken = new Set(groups.keys());
  for (const [skeleton, [oldest, ...others]] of groups) {
    if (!oldest) continue;
    keys.set(oldest.id, skeleton);
    if (others.length > 0) lookAlikes.push([oldest, ...others]);
    const keptOldKey = legacyUsernameKey(oldest.username);
    for (const other of others) {
      const oldKey = legacyUsernameKey(other.username);
      // Old keys were unique, so this holds for every database the old rule wrote; rows inserted by
      // hand could share one, and must not take over the kept account's spellings.
      const reachable = oldKey !== keptOldKey && !setApart.has(oldKey);
      // A skeleton never contains '#' (usernames cannot); the id is a last resort for odd legacy names.
      let key = `${skeleton}#${reachable ? oldKey : other.id}`;
      if (taken.has(key)) key = `${skeleton}#${other.id}`;
      taken.add(key);
      keys.set(other.id, key);
      if (reachable) setApart.set(oldKey, key);
    }
  }
  return { keys, setApart, lookAlikes };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Start-up step after the migrations: rewrites username keys computed with an older rule (tr-TR lower
 * case, where 'ADMIN' became 'admın') to the look-alike skeleton, sets apart colliding legacy accounts,
 * and loads the set-apart registry that `usernameKey` consults. Logs look-alikes (usernames only).
 */
export async function rekeyUsernames(
  db: Db,
  logLevel: AppConfig['logLevel'] = 'warn',
): Promise<UsernameKeyPlan> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REKEY_LOCK})`);
    const rows = await tx
      .select({
        id: users.id,
        username: users.username,
        usernameKey: users.usernameKey,
        createdAt: users.createdAt,
      })
      .from(users);
    const planned = planUsernameKeys(rows);
    const changes = rows.filter((r) => planned.keys.get(r.id) !== r.usernameKey);
    // Two steps: a key may move from one row to another, and the unique index checks every row at once.
    for (const batch of chunks(changes)) {
      await tx
        .update(users)
        .set({ usernameKey: sql`'rekey:' || ${users.id}` })
        .where(
          inArray(
            users.id,
            batch.map((r) => r.id),
          ),
        );
    }
    for (const batch of chunks(changes)) {
      const values = sql.join(
        batch.map((r) => sql`(${r.id}::uuid, ${planned.keys.get(r.id) ?? ''})`),
        sql`, `,
      );
      await tx.execute(
        sql`update users set username_key = v.key from (values ${values}) as v(id, key) where users.id = v.id`,
      );
    }
    return planned;
  });
  rememberSetApartKeys(plan.setApart);
  if (!QUIET_LEVELS.has(logLevel)) {
    for (const [oldest, ...others] of plan.lookAlikes) {
      console.warn(
        `Birbirine benzeyen kullanıcı adları: "${oldest?.username}" düz anahtarı korudu; ` +
          `${others.map((o) => `"${o.username}"`).join(', ')} yalnızca eski yazımıyla giriş yapabilir. ` +
          'Bu hesapları yeniden adlandırmayı düşünün.',
      );
    }
  }
  return plan;
}
