import { z } from 'zod';
import type { TAuditSettings } from '../../../../../domain/audit/api-contract';
import { ZAuditRuleSettings, ZRpnBands } from '../../../../../domain/audit/contract';
import { decimalText } from '../../../../components/ui/form/decimal-text';
import { formatDecimal } from '../../../../components/ui/form/number-text';

/** The settings form: numbers typed as text, checked by the contract's own schemas and messages. */
export const ZAuditSettingsForm = z.object({
  enabled: z.record(z.string(), z.boolean()),
  aiReview: z.boolean(),
  detectionLimit: decimalText(ZAuditRuleSettings.shape.detectionLimit.unwrap()),
  rpnBands: z
    .object({
      high: decimalText(ZRpnBands.shape.high),
      medium: decimalText(ZRpnBands.shape.medium),
    })
    .pipe(ZRpnBands),
});
export type TAuditSettingsFormInput = z.input<typeof ZAuditSettingsForm>;
export type TAuditSettingsForm = z.infer<typeof ZAuditSettingsForm>;

/** The stored settings as the form's text values. */
export function toFormValues(settings: TAuditSettings, language: string): TAuditSettingsFormInput {
  return {
    enabled: { ...settings.enabled },
    aiReview: settings.aiReview,
    detectionLimit: formatDecimal(settings.detectionLimit, language),
    rpnBands: {
      high: formatDecimal(settings.rpnBands.high, language),
      medium: formatDecimal(settings.rpnBands.medium, language),
    },
  };
}
