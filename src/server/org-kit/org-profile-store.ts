import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { TLogoType, TUpdateOrgProfileRequest } from '../../domain/settings/org-profile';
import type { Db } from '../db/database';
import { orgProfile } from '../db/schema';

const ORG_PROFILE_ID = 1;

/** The profile as the server uses it (logo bytes included). */
export interface StoredOrgProfile {
  plantName: string;
  timeZone: string;
  logo: { type: TLogoType; bytes: Buffer } | null;
  updatedAt: Date;
}

const EMPTY_ORG_PROFILE: StoredOrgProfile = {
  plantName: '',
  timeZone: '',
  logo: null,
  updatedAt: new Date(0),
};

export async function readOrgProfile(db: Db): Promise<StoredOrgProfile> {
  const [row] = await db.select().from(orgProfile).where(eq(orgProfile.id, ORG_PROFILE_ID)).limit(1);
  if (!row) return EMPTY_ORG_PROFILE;
  return {
    plantName: row.plantName,
    timeZone: row.timeZone,
    logo:
      row.logoType === '' || row.logoData === ''
        ? null
        : { type: row.logoType, bytes: Buffer.from(row.logoData, 'base64') },
    updatedAt: row.updatedAt,
  };
}

/** Upserts the given columns of the single row (others keep their value). */
async function writeOrgProfile(
  db: Db,
  user: TUser,
  changes: Partial<typeof orgProfile.$inferInsert>,
): Promise<StoredOrgProfile> {
  const set = { ...changes, updatedBy: user.id, updatedAt: sql`now()` };
  await db
    .insert(orgProfile)
    .values({ id: ORG_PROFILE_ID, ...set })
    .onConflictDoUpdate({ target: orgProfile.id, set });
  return readOrgProfile(db);
}

/** Plant name and time zone (Yönetici; the route checks). */
export const saveOrgProfile = (db: Db, user: TUser, request: TUpdateOrgProfileRequest) =>
  writeOrgProfile(db, user, { plantName: request.plantName, timeZone: request.timeZone });

/** Stores a checked or sanitised logo (see logo-image.ts), or removes it with null. */
export const saveOrgLogo = (db: Db, user: TUser, logo: { type: TLogoType; bytes: Buffer } | null) =>
  writeOrgProfile(db, user, {
    logoType: logo?.type ?? '',
    logoData: logo ? logo.bytes.toString('base64') : '',
  });
