import { z } from 'zod';
import { FMEA_MESSAGES } from './contract';
import { ZFmeaSettingsCan } from './permissions';
import { AP_OCCURRENCE_BANDS, AP_SEVERITY_BANDS, DEFAULT_AP_CELLS, isApCells } from './plan/ap-table';

/**
 * RPN colour bands (information only; the AP decides the priority). Spec colours: ≥ 150 red,
 * 100-149 yellow, < 100 green.
 * @internal
 */
export const DEFAULT_RPN_BANDS = { red: 150, yellow: 100 } as const;
/**
 * Days from plan to due date per priority. Our default, documented in docs/reverse-fmea-rules.md:
 * an AP H risk is worked within a month, M within two, L at the next quarterly FMEA review.
 * @internal
 */
export const DEFAULT_TIMELINE_DAYS = { high: 30, medium: 60, low: 90 } as const;

/** cells[severity band][occurrence band] = four H/M/L letters for D 7-10, 5-6, 2-4, 1. */
const ZApCells = z
  .array(z.array(z.string()))
  .refine(isApCells, FMEA_MESSAGES.apTableShape)
  .describe(
    `S bantları ${AP_SEVERITY_BANDS.map((b) => b.label).join(', ')} × O bantları ${AP_OCCURRENCE_BANDS.map((b) => b.label).join(', ')}; her hücre D 7-10/5-6/2-4/1 için 4 harf`,
  );

const ZThreshold = z
  .number({ error: FMEA_MESSAGES.rpnBands })
  .int(FMEA_MESSAGES.rpnBands)
  .min(1, FMEA_MESSAGES.rpnBands)
  .max(1000, FMEA_MESSAGES.rpnBands);
/** RPN ≥ red is red, ≥ yellow is yellow, below is green. */
const ZRpnBands = z
  .strictObject({ red: ZThreshold, yellow: ZThreshold })
  .refine((b) => b.red > b.yellow, { message: FMEA_MESSAGES.rpnBands, path: ['red'] });
export type TRpnBands = z.infer<typeof ZRpnBands>;

const ZDays = z
  .number({ error: FMEA_MESSAGES.timelineDays })
  .int(FMEA_MESSAGES.timelineDays)
  .min(1, FMEA_MESSAGES.timelineDays)
  .max(365, FMEA_MESSAGES.timelineDays);
const ZTimelineDays = z.strictObject({ high: ZDays, medium: ZDays, low: ZDays });
export type TTimelineDays = z.infer<typeof ZTimelineDays>;

/** The rule parameters the plan engine takes from the organisation. */
export interface FmeaRuleSettings {
  apCells: readonly (readonly string[])[];
  rpnBands: TRpnBands;
  timelineDays: TTimelineDays;
}

export const DEFAULT_FMEA_RULE_SETTINGS: FmeaRuleSettings = {
  apCells: DEFAULT_AP_CELLS,
  rpnBands: { ...DEFAULT_RPN_BANDS },
  timelineDays: { ...DEFAULT_TIMELINE_DAYS },
};

/** GET /api/fmea/settings: what the Ayarlar tab shows (read-only unless `can.edit`). */
export const ZFmeaSettings = z.object({
  apCells: z.array(z.array(z.string())),
  /** 'AIAG-VDA 2019 (varsayılan)' while the table equals the shipped default. */
  apTableLabel: z.string(),
  apTableIsDefault: z.boolean(),
  rpnBands: z.object({ red: z.number().int(), yellow: z.number().int() }),
  timelineDays: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  can: ZFmeaSettingsCan,
});
export type TFmeaSettings = z.infer<typeof ZFmeaSettings>;

/** PUT /api/fmea/settings (Yönetici): any part; `resetApTable` puts the AIAG-VDA default back. */
export const ZUpdateFmeaSettingsRequest = z
  .strictObject({
    apCells: ZApCells.optional(),
    resetApTable: z.boolean().optional(),
    rpnBands: ZRpnBands.optional(),
    timelineDays: ZTimelineDays.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), FMEA_MESSAGES.emptyChange);
export type TUpdateFmeaSettingsRequest = z.input<typeof ZUpdateFmeaSettingsRequest>;
export type TUpdateFmeaSettings = z.output<typeof ZUpdateFmeaSettingsRequest>;
