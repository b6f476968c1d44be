import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  DEFAULT_DEPARTMENT,
  DEFAULT_ROLE,
  type TSignupPolicy,
  type TUser,
} from '../../domain/auth/contract';
import { USER_ROLES, type TUserRole } from '../../domain/users/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { countActiveAdmins } from '../auth-kit/active-admins';
import { emailKey } from './email-key';
import type { OidcConfig } from '../auth-kit/oidc-config';
import { OidcFailure, type OidcIdentity } from './oidc-flow';
import { presentUser, type UserRow, usernameKey } from '../auth-kit/present-user';
import { FIRST_ACCOUNT_LOCK, hasAnyUser } from './sign-up';

// Not an argon2 hash: verifying any password against it fails, so an account made by single sign-on
// has no local password until a Yönetici's tooling gives it one.
const NO_PASSWORD = '!sso';

/**
 * The account a verified identity signs in as: the one whose e-mail matches, or a new one under the
 * sign-up policy (open → approved, approval → waits, invite → refused; the first account of an empty
 * installation is the approved Yönetici, as with a local sign-up). A mapped group sets the role.
 */
export async function accountForIdentity(
  db: Db,
  identity: OidcIdentity,
  terms: { policy: TSignupPolicy; oidc: OidcConfig },
): Promise<TUser> {
  if (!identity.email) throw new OidcFailure('email_missing');
  // Entra ID rarely sends email_verified: its addresses are trusted only when the operator says so.
  if (identity.emailVerified !== true && !terms.oidc.trustEmail) throw new OidcFailure('email_unverified');
  const email = identity.email;
  const mappedRole = roleFromGroups(identity.groups, terms.oidc.roleMap);
  const row = await db.transaction(async (tx) => {
    // The sign-up lock: "first account?", the free username and the insert are one decision.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const matches = await findByEmail(tx, email);
    if (matches.length > 1) throw new OidcFailure('email_ambiguous');
    const existing = matches[0];
    if (existing) return existing;
    const first = !(await hasAnyUser(tx));
    if (!first && terms.policy === 'invite') throw new OidcFailure('invitation_required');
    const [created] = await tx
      .insert(users)
      .values({
        ...(await freeUsername(tx, email)),
        email: email.trim(),
        fullName: (identity.name ?? email.split('@')[0] ?? email).trim().slice(0, 120),
        department: DEFAULT_DEPARTMENT,
        position: '',
        role: first ? ADMIN_ROLE : (mappedRole ?? DEFAULT_ROLE),
        approved: first || terms.policy === 'open',
        passwordHash: NO_PASSWORD,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  });
  // Checked after the match, as the local login does: a deactivated account never gets a session.
  if (!row.active) throw new OidcFailure('account_disabled');
  const role = mappedRole && mappedRole !== row.role ? await mayTakeRole(db, row, mappedRole) : row.role;
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date(), role })
    .where(eq(users.id, row.id))
    .returning();
  return presentUser(updated ?? row);
}

/**
 * The highest role (USER_ROLES order: Yönetici first) any of the user's groups maps to.
 * @internal
 */
export function roleFromGroups(
  groups: readonly string[],
  map: ReadonlyMap<string, TUserRole>,
): TUserRole | undefined {
  const roles = new Set(groups.map((g) => map.get(g)).filter((r): r is TUserRole => r !== undefined));
  return USER_ROLES.find((role) => roles.has(role));
}

// The directory decides the role of a mapped user, but never takes the last active Yönetici away.
async function mayTakeRole(db: Db, row: UserRow, role: TUserRole): Promise<string> {
  if (row.role === ADMIN_ROLE && (await countActiveAdmins(db)) <= 1) return row.role;
  return role;
}

// Users are few (a plant's staff), and the comparison needs emailKey's Turkish folding, which SQL's
// lower() does not do under every collation: the addresses are compared here.
async function findByEmail(db: Db, email: string): Promise<UserRow[]> {
  const key = emailKey(email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  const ids = rows.filter((r) => emailKey(r.email) === key).map((r) => r.id);
  if (ids.length === 0) return [];
  const found: UserRow[] = [];
  for (const id of ids) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (row) found.push(row);
  }
  return found;
}

/** The address's local part as a username ('ayse.kaya'), with a number when it is taken. */
async function freeUsername(db: Db, email: string): Promise<{ username: string; usernameKey: string }> {
  const base = (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 40) || 'kullanici';
  for (let n = 1; ; n++) {
    const username = n === 1 ? base : `${base}${n}`;
    const key = usernameKey(username);
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key)).limit(1);
    if (!taken) return { username, usernameKey: key };
  }
}
