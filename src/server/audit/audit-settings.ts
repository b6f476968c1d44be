import { eq } from 'drizzle-orm';
import {
  ZAuditSettings,
  type TAuditSettings,
  type TAuditSettingsResponse,
} from '../../domain/audit/api-contract';
import { canEditAuditSettings } from '../../domain/audit/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import { callableProvider } from '../ai/ai-config';
import { aiConfigOf } from './ai-review';
import { readOrgSettings } from '../org-kit/org-settings-store';
import type { Db } from '../db/database';
import { auditSettings } from '../db/schema-audit';
import { AppError } from '../http/app-error';
import { AUDIT_API_MESSAGES } from '../../domain/audit/api-contract';

/** The stored settings, or the defaults (every rule on, D limit 7, RPN bands 150/100, no AI review). */
export async function readAuditSettings(db: Db): Promise<TAuditSettings> {
  const [row] = await db
    .select({ settings: auditSettings.settings })
    .from(auditSettings)
    .where(eq(auditSettings.id, 1));
  // A setting saved by an older version keeps working: unknown keys dropped, missing ones defaulted.
  const parsed = ZAuditSettings.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : ZAuditSettings.parse({});
}

export async function auditSettingsResponse(db: Db, viewer: Viewer): Promise<TAuditSettingsResponse> {
  const [settings, org] = await Promise.all([readAuditSettings(db), readOrgSettings(db)]);
  return {
    settings,
    aiAvailable: callableProvider(aiConfigOf(org)) !== null,
    can: { edit: canEditAuditSettings(viewer) },
  };
}

/** PUT (Yönetici only): the whole settings object, validated by the shared schema. */
export async function saveAuditSettings(
  db: Db,
  viewer: Viewer,
  settings: TAuditSettings,
): Promise<TAuditSettingsResponse> {
  if (!canEditAuditSettings(viewer))
    throw new AppError(403, 'forbidden', AUDIT_API_MESSAGES.settingsAdminOnly);
  await db
    .insert(auditSettings)
    .values({ id: 1, settings, updatedBy: viewer.id })
    .onConflictDoUpdate({
      target: auditSettings.id,
      set: { settings, updatedBy: viewer.id, updatedAt: new Date() },
    });
  return auditSettingsResponse(db, viewer);
}
