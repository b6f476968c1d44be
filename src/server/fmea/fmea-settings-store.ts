import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import { fmeaSettingsPermissions } from '../../domain/fmea/permissions';
import {
  CUSTOM_AP_TABLE_LABEL,
  DEFAULT_AP_CELLS,
  DEFAULT_AP_TABLE_LABEL,
  isApCells,
  sameApCells,
} from '../../domain/fmea/plan/ap-table';
import {
  DEFAULT_FMEA_RULE_SETTINGS,
  type FmeaRuleSettings,
  type TFmeaSettings,
  type TUpdateFmeaSettings,
} from '../../domain/fmea/settings-contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { fmeaSettings } from '../db/schema-fmea';
import { forbidden } from '../http/app-error';
import { refreshLineRisk } from './lines/write-lines';

/** The single settings row. */
const SETTINGS_ID = 1;

interface StoredSettings extends FmeaRuleSettings {
  updatedAt: Date | null;
  updatedByName: string | null;
}

/** The organisation's rule settings, or the documented defaults before a Yönetici saved any. */
export async function readFmeaSettings(db: Db): Promise<StoredSettings> {
  const [row] = await db
    .select({ settings: fmeaSettings, updatedByName: users.fullName })
    .from(fmeaSettings)
    .leftJoin(users, eq(users.id, fmeaSettings.updatedBy))
    .where(eq(fmeaSettings.id, SETTINGS_ID))
    .limit(1);
  if (!row) return { ...DEFAULT_FMEA_RULE_SETTINGS, updatedAt: null, updatedByName: null };
  const { settings } = row;
  return {
    // Written only through the validated PUT; the check guards a hand-edited row.
    apCells: isApCells(settings.apCells) ? settings.apCells : DEFAULT_AP_CELLS,
    rpnBands: { red: settings.rpnRed, yellow: settings.rpnYellow },
    timelineDays: { high: settings.daysHigh, medium: settings.daysMedium, low: settings.daysLow },
    updatedAt: settings.updatedAt,
    updatedByName: row.updatedByName,
  };
}

/** What the Ayarlar tab shows; `can.edit` for a Yönetici. */
export function presentFmeaSettings(settings: StoredSettings, viewer: Viewer | null): TFmeaSettings {
  const isDefault = sameApCells(settings.apCells, DEFAULT_AP_CELLS);
  return {
    apCells: settings.apCells.map((row) => [...row]),
    apTableLabel: isDefault ? DEFAULT_AP_TABLE_LABEL : CUSTOM_AP_TABLE_LABEL,
    apTableIsDefault: isDefault,
    rpnBands: settings.rpnBands,
    timelineDays: settings.timelineDays,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
    updatedByName: settings.updatedByName,
    can: fmeaSettingsPermissions(viewer),
  };
}

/**
 * Saves the parts sent (Yönetici only). Only the columns in the request are written, so two
 * Yöneticis saving different parts at once do not revert each other.
 */
export async function writeFmeaSettings(
  db: Db,
  actor: TUser,
  input: TUpdateFmeaSettings,
): Promise<TFmeaSettings> {
  if (!fmeaSettingsPermissions(actor).edit) throw forbidden(FMEA_MESSAGES.settingsAdminOnly);
  const set: Partial<typeof fmeaSettings.$inferInsert> = {};
  if (input.resetApTable) set.apCells = DEFAULT_AP_CELLS;
  else if (input.apCells) set.apCells = input.apCells;
  if (input.rpnBands) {
    set.rpnRed = input.rpnBands.red;
    set.rpnYellow = input.rpnBands.yellow;
  }
  if (input.timelineDays) {
    set.daysHigh = input.timelineDays.high;
    set.daysMedium = input.timelineDays.medium;
    set.daysLow = input.timelineDays.low;
  }
  const changes = { ...set, updatedAt: sql`now()`, updatedBy: actor.id };
  await db.transaction(async (tx) => {
    await tx
      .insert(fmeaSettings)
      .values({ id: SETTINGS_ID, apCells: DEFAULT_AP_CELLS, ...changes })
      .onConflictDoUpdate({ target: fmeaSettings.id, set: changes });
    // every stored line's AP (and so its place in 'riskiest first') follows the new table
    if (set.apCells) await refreshLineRisk(tx, null);
  });
  return presentFmeaSettings(await readFmeaSettings(db), actor);
}
