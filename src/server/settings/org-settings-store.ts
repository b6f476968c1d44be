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
import { badRequest } from '../http/app-error';

/** The single settings row (id = 1). */
export const ORG_SETTINGS_ID = 1;

/** Organisation settings as the server uses them, API key included: never present this to a browser. */
export interface StoredOrgSettings {
  aiProvider: TAiProvider;
  apiKey: string;
  baseUrl: string;
  model: string;
  analysisDepth: TAnalysisDepth;
  confidenceThreshold: number;
  weeklyCapacityHours: number;
  updatedAt: Date;
}

// The same defaults as the table's column defaults, for a database where nobody saved settings yet.
export const DEFAULT_ORG_SETTINGS: Omit<StoredOrgSettings, 'updatedAt'> = {
  aiProvider: 'engineering_db',
  apiKey: '',
  baseUrl: '',
  model: '',
  analysisDepth: 'detailed',
  confidenceThreshold: 75,
  weeklyCapacityHours: 40,
};

export const BASE_URL_REQUIRED = 'OpenAI uyumlu sunucu için temel adres (base URL) gereklidir';

/** Reads the settings row, or the defaults when there is none. */
export async function readOrgSettings(db: Db): Promise<StoredOrgSettings> {
  const [row] = await db.select().from(orgSettings).where(eq(orgSettings.id, ORG_SETTINGS_ID)).limit(1);
  if (!row) return { ...DEFAULT_ORG_SETTINGS, updatedAt: new Date(0) };
  return {
    aiProvider: ZAiProvider.catch(DEFAULT_ORG_SETTINGS.aiProvider).parse(row.aiProvider),
    apiKey: row.apiKey,
    baseUrl: row.baseUrl,
    model: row.model,
    analysisDepth: ZAnalysisDepth.catch(DEFAULT_ORG_SETTINGS.analysisDepth).parse(row.analysisDepth),
    confidenceThreshold: row.confidenceThreshold,
    weeklyCapacityHours: row.weeklyCapacityHours,
    updatedAt: row.updatedAt,
  };
}

/**
 * Saves the settings (Yönetici only; the route checks). Omitted optional fields keep their stored
 * value; `apiKey: ''` removes the stored key.
 */
export async function saveOrgSettings(
  db: Db,
  user: TUser,
  request: TUpdateOrgSettingsRequest,
): Promise<StoredOrgSettings> {
  return db.transaction(async (tx) => {
    const current = await readOrgSettings(tx);
    const next = {
      aiProvider: request.aiProvider,
      apiKey: request.apiKey ?? current.apiKey,
      baseUrl: request.baseUrl ?? current.baseUrl,
      model: request.model ?? current.model,
      analysisDepth: request.analysisDepth,
      confidenceThreshold: request.confidenceThreshold,
      weeklyCapacityHours: request.weeklyCapacityHours ?? current.weeklyCapacityHours,
    };
    // A local model server has no well-known address: without one there is nothing to call.
    if (next.aiProvider === 'openai_compatible' && next.baseUrl === '')
      throw badRequest(BASE_URL_REQUIRED, 'baseUrl');
    const values = { id: ORG_SETTINGS_ID, ...next, updatedBy: user.id, updatedAt: sql`now()` };
    await tx
      .insert(orgSettings)
      .values(values)
      .onConflictDoUpdate({
        target: orgSettings.id,
        set: { ...next, updatedBy: user.id, updatedAt: sql`now()` },
      });
    return readOrgSettings(tx);
  });
}
