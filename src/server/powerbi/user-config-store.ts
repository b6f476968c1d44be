import { eq } from 'drizzle-orm';
import type { TEmbedConfig } from '../../domain/powerbi/embed-config';
import type { TEmbedUserConfig } from '../../domain/powerbi/embed-contract';
import type { Db } from '../db/database';
import { powerbiEmbedConfigs as t } from '../db/schema-powerbi-embed';

type StoredUserConfig = Omit<TEmbedUserConfig, 'loadTimeoutMs'>;

/** The user's own dashboard configuration, or `config: null` until they first save one. */
export async function getUserEmbedConfig(db: Db, userId: string): Promise<StoredUserConfig> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
  if (!row) return { config: null, updatedAt: null };
  return {
    config: {
      embedUrl: row.embedUrl,
      accessToken: row.accessToken,
      reportId: row.reportId,
      groupId: row.groupId,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves (one upsert) the configuration the user's Save sent and answers it as stored. */
export async function saveUserEmbedConfig(
  db: Db,
  userId: string,
  config: TEmbedConfig,
): Promise<StoredUserConfig> {
  const updatedAt = new Date();
  await db
    .insert(t)
    .values({ userId, ...config, updatedAt })
    .onConflictDoUpdate({ target: t.userId, set: { ...config, updatedAt } });
  return { config, updatedAt: updatedAt.toISOString() };
}

/** 'Kayıtlı yapılandırmayı sil': the user's server copy (and the token in it) is gone. */
export async function deleteUserEmbedConfig(db: Db, userId: string): Promise<void> {
  await db.delete(t).where(eq(t.userId, userId));
}
