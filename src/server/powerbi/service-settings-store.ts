import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { TUpdatePowerBiSettingsRequest } from '../../domain/powerbi/contract';
import type { Db } from '../db/database';
import { powerBiSettings } from '../db/schema-powerbi';

const SETTINGS_ID = 1;

/** The service principal as the server uses it, secret included: never present this to a browser. */
export interface StoredPowerBiSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  workspaceId: string;
  updatedAt: Date;
}

/** Everything needed to ask Azure AD and Power BI (only when every field is set). */
export type ServicePrincipal = Omit<StoredPowerBiSettings, 'updatedAt'>;

export async function readPowerBiSettings(db: Db): Promise<StoredPowerBiSettings> {
  const [row] = await db
    .select({
      tenantId: powerBiSettings.tenantId,
      clientId: powerBiSettings.clientId,
      clientSecret: powerBiSettings.clientSecret,
      workspaceId: powerBiSettings.workspaceId,
      updatedAt: powerBiSettings.updatedAt,
    })
    .from(powerBiSettings)
    .where(eq(powerBiSettings.id, SETTINGS_ID))
    .limit(1);
  return row ?? { tenantId: '', clientId: '', clientSecret: '', workspaceId: '', updatedAt: new Date(0) };
}

/** The service principal, or null when a field is missing (the routes then answer 409). */
export function principalOf(settings: StoredPowerBiSettings): ServicePrincipal | null {
  const { tenantId, clientId, clientSecret, workspaceId } = settings;
  if (!tenantId || !clientId || !clientSecret || !workspaceId) return null;
  return { tenantId, clientId, clientSecret, workspaceId };
}

/**
 * Saves the service principal (Yönetici only; the route checks). An omitted secret keeps the stored
 * one, written from the request only: a concurrent save of the secret is never reverted.
 */
export async function savePowerBiSettings(
  db: Db,
  user: TUser,
  request: TUpdatePowerBiSettingsRequest,
): Promise<StoredPowerBiSettings> {
  const changes = {
    tenantId: request.tenantId,
    clientId: request.clientId,
    workspaceId: request.workspaceId,
    ...(request.clientSecret === undefined ? {} : { clientSecret: request.clientSecret }),
    updatedBy: user.id,
    updatedAt: sql`now()`,
  };
  await db
    .insert(powerBiSettings)
    .values({ id: SETTINGS_ID, ...changes })
    .onConflictDoUpdate({ target: powerBiSettings.id, set: changes });
  return readPowerBiSettings(db);
}
