import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import {
  ZAiProvider,
  ZAnalysisDepth,
  type TAiProvider,
  type TAnalysisDepth,
  type TUpdateOrgSettingsRequest,
} from '../../domain/settings/contract';
import type { Db } from '../db/database';
import { orgSettings } from '../db/schema';
import { keyMustBeReentered } from '../../domain/settings/key-endpoint';
import { badRequest } from '../http/app-error';
import { withoutCredentials } from './without-credentials';

/** The single settings row (id = 1). */
const ORG_SETTINGS_ID = 1;

/** Organisation settings as the server uses them, API key included: never present this to a browser. */
export interface StoredOrgSettings {
  aiProvider: TAiProvider;
  apiKey: string;
  baseUrl: string;
  model: string;
  analysisDepth: TAnalysisDepth;
  confidenceThreshold: number;
  updatedAt: Date;
}

// The same defaults as the table's column defaults, for a database where nobody saved settings yet.
const DEFAULT_ORG_SETTINGS: Omit<StoredOrgSettings, 'updatedAt'> = {
  aiProvider: 'engineering_db',
  apiKey: '',
  baseUrl: '',
  model: '',
  analysisDepth: 'detailed',
  confidenceThreshold: 75,
};

/** @internal */
export const BASE_URL_REQUIRED = 'OpenAI uyumlu sunucu için temel adres (base URL) gereklidir';

/**
 * Reads the AI settings of the row, or the defaults when there is none. The row also holds the
 * weekly capacity, which belongs to the team settings (src/server/tasks-kit/team-settings.ts): it is
 * neither read nor written here.
 */
export async function readOrgSettings(db: Db): Promise<StoredOrgSettings> {
  const [row] = await db
    .select({
      aiProvider: orgSettings.aiProvider,
      apiKey: orgSettings.apiKey,
      baseUrl: orgSettings.baseUrl,
      model: orgSettings.model,
      analysisDepth: orgSettings.analysisDepth,
      confidenceThreshold: orgSettings.confidenceThreshold,
      updatedAt: orgSettings.updatedAt,
    })
    .from(orgSettings)
    .where(eq(orgSettings.id, ORG_SETTINGS_ID))
    .limit(1);
  if (!row) return { ...DEFAULT_ORG_SETTINGS, updatedAt: new Date(0) };
  return {
    aiProvider: ZAiProvider.catch(DEFAULT_ORG_SETTINGS.aiProvider).parse(row.aiProvider),
    apiKey: row.apiKey,
    // A value saved before credentials were refused: they would only end up in an error message.
    baseUrl: withoutCredentials(row.baseUrl),
    model: row.model,
    analysisDepth: ZAnalysisDepth.catch(DEFAULT_ORG_SETTINGS.analysisDepth).parse(row.analysisDepth),
    confidenceThreshold: row.confidenceThreshold,
    updatedAt: row.updatedAt,
  };
}

/**
 * Saves the AI settings (Yönetici only; the route checks). Omitted optional fields keep their stored
 * value; `apiKey: ''` removes the stored key, and so does a change of the host the key is sent to
 * without a new key (`keyMustBeReentered`).
 *
 * Only the columns in the request are written, straight from the request: nothing read earlier is
 * written back, so a concurrent change to another column of the row (the team's weekly capacity)
 * is never reverted. The base URL rule needs the resulting row, so it is checked after the write
 * and a refusal rolls the transaction back.
 */
export async function saveOrgSettings(
  db: Db,
  user: TUser,
  request: TUpdateOrgSettingsRequest,
): Promise<StoredOrgSettings> {
  return db.transaction(async (tx) => {
    // The row as it is, locked, so two saves cannot both compare against the old address.
    const [current] = await tx
      .select({ aiProvider: orgSettings.aiProvider, baseUrl: orgSettings.baseUrl })
      .from(orgSettings)
      .where(eq(orgSettings.id, ORG_SETTINGS_ID))
      .for('update');
    const before = current ?? DEFAULT_ORG_SETTINGS;
    const after = { aiProvider: request.aiProvider, baseUrl: request.baseUrl ?? before.baseUrl };
    const dropKey = request.apiKey === undefined && keyMustBeReentered(before, after);
    const changes = {
      aiProvider: request.aiProvider,
      analysisDepth: request.analysisDepth,
      confidenceThreshold: request.confidenceThreshold,
      ...(request.apiKey === undefined ? {} : { apiKey: request.apiKey }),
      ...(dropKey ? { apiKey: '' } : {}),
      ...(request.baseUrl === undefined ? {} : { baseUrl: request.baseUrl }),
      ...(request.model === undefined ? {} : { model: request.model }),
      updatedBy: user.id,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(orgSettings)
      .values({ id: ORG_SETTINGS_ID, ...changes })
      .onConflictDoUpdate({ target: orgSettings.id, set: changes });
    const saved = await readOrgSettings(tx);
    // A local model server has no well-known address: without one there is nothing to call.
    if (saved.aiProvider === 'openai_compatible' && saved.baseUrl === '')
      throw badRequest(BASE_URL_REQUIRED, 'baseUrl');
    return saved;
  });
}
