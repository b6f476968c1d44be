import { useTranslation } from 'react-i18next';
import type { TFinding } from '../../../../../domain/audit/contract';
import type { FindingTexts } from '../../../../../domain/audit/messages/finding-texts';
import { type MessagePart, renderMessageParts } from '../../../../../domain/audit/messages/render-message';
import { AUDIT_RULES } from '../../../../../domain/audit/rules';

/**
 * The finding text of the interface language (`findingText`, registered from the rule definitions), read raw:
 * its `{name}` parameters are filled by the domain's renderer, the same one that writes the API's
 * Turkish text, so the screen and the CSV/PDF never say different things.
 */
export function useFindingTexts(): FindingTexts | null {
  const { i18n } = useTranslation('aiAuditor');
  const texts: unknown = i18n.getResource(i18n.language, 'aiAuditor', 'findingText');
  return texts && typeof texts === 'object' ? (texts as FindingTexts) : null;
}

/** A finding's description or recommendation from its message key, or null (an AI observation, an older finding). */
export function findingParts(
  finding: TFinding,
  which: 'title' | 'description' | 'recommendation',
  texts: FindingTexts | null,
): MessagePart[] | null {
  if (!finding.message || !texts) return null;
  return renderMessageParts(finding.message, finding.ruleId, which, texts);
}

/** Rendered parts: the plant's own text (file, cell, step name) is marked and never translated. */
export function MessageText({ parts }: { parts: readonly MessagePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.data ? (
          <span key={index} translate="no" data-user-content="">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const RULE_OF_GENERAL = new Map<string, string>(AUDIT_RULES.map((rule) => [rule.tr.general, rule.id]));

/**
 * A general recommendation in the interface language: the report stores the rules' Turkish text,
 * which names its rule; null when it is not a rule's (kept as stored).
 */
export function generalText(stored: string, texts: FindingTexts | null): string | null {
  const ruleId = RULE_OF_GENERAL.get(stored);
  return ruleId === undefined ? null : (texts?.general[ruleId] ?? null);
}
