import { z } from 'zod';
import {
  type TFmeaSettings,
  type TUpdateFmeaSettingsRequest,
  ZUpdateFmeaSettingsRequest,
} from '../../../../domain/fmea/settings-contract';
import { parseDecimal } from '../../../components/ui/form/number-text';

/** The settings form as typed: the AP letters, and the thresholds and days as text ('150', '30'). */
export interface FmeaSettingsValues {
  apCells: string[][];
  rpnBands: { red: string; yellow: string };
  timelineDays: { high: string; medium: string; low: string };
}

// Text that is not a number reaches the contract as NaN, which answers with its own message.
const num = (text: string) => parseDecimal(text) ?? Number.NaN;

/**
 * The form's schema: the typed values become the PUT request, which the API's own contract checks.
 * The request keeps the form's paths (rpnBands.red, timelineDays.high, apCells), so each message
 * lands under its field.
 */
export const ZFmeaSettingsForm = z
  .object({
    apCells: z.array(z.array(z.string())),
    rpnBands: z.object({ red: z.string(), yellow: z.string() }),
    timelineDays: z.object({ high: z.string(), medium: z.string(), low: z.string() }),
  })
  .transform((v): TUpdateFmeaSettingsRequest => ({
    apCells: v.apCells,
    rpnBands: { red: num(v.rpnBands.red), yellow: num(v.rpnBands.yellow) },
    timelineDays: {
      high: num(v.timelineDays.high),
      medium: num(v.timelineDays.medium),
      low: num(v.timelineDays.low),
    },
  }))
  .pipe(ZUpdateFmeaSettingsRequest);

/** The stored settings as the form's starting values. */
export const fmeaSettingsValues = (settings: TFmeaSettings): FmeaSettingsValues => ({
  apCells: settings.apCells.map((row) => [...row]),
  rpnBands: { red: String(settings.rpnBands.red), yellow: String(settings.rpnBands.yellow) },
  timelineDays: {
    high: String(settings.timelineDays.high),
    medium: String(settings.timelineDays.medium),
    low: String(settings.timelineDays.low),
  },
});
