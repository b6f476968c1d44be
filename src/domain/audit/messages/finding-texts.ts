import type { RuleMessage } from '../rule-definition';
import { AUDIT_RULES } from '../rules';
import { FRAGMENTS_EN, ITEMS_EN, LABELS_EN } from './vocabulary-en';
import { FRAGMENTS_TR, ITEMS_TR, LABELS_TR } from './vocabulary-tr';

/** The languages a finding's text is written in. */
export type TFindingLang = 'tr' | 'en';

/**
 * One language's text of the finding messages: the rules' own (from their definitions) and the
 * shared words. The server renders the Turkish into `description` and `recommendation`, the English
 * CSV and PDF and both screens render theirs from the same key; the web registers it as `findingText`.
 */
export interface FindingTexts {
  readonly messages: Readonly<Record<string, RuleMessage>>;
  readonly items: Readonly<Record<string, string>>;
  readonly labels: Readonly<Record<keyof typeof LABELS_TR, Readonly<Record<string, string>>>>;
  readonly fragments: Readonly<Record<keyof typeof FRAGMENTS_TR, string>>;
  /** The rules' general recommendations by rule id (the report's numbered list). */
  readonly general: Readonly<Record<string, string>>;
}

type Rule = (typeof AUDIT_RULES)[number];
/** Every message key of every rule (a typo in a check is a type error). */
export type TFindingMessageKey = Rule extends infer R
  ? R extends { readonly tr: { readonly messages: infer M } }
    ? keyof M & string
    : never
  : never;

function texts(lang: TFindingLang): Pick<FindingTexts, 'messages' | 'general'> {
  const messages: Record<string, RuleMessage> = {};
  for (const rule of AUDIT_RULES) Object.assign(messages, rule[lang].messages);
  return {
    messages,
    general: Object.fromEntries(AUDIT_RULES.map((rule) => [rule.id, rule[lang].general])),
  };
}

export const FINDING_TEXT_TR: FindingTexts = {
  ...texts('tr'),
  items: ITEMS_TR,
  labels: LABELS_TR,
  fragments: FRAGMENTS_TR,
};

export const FINDING_TEXT_EN: FindingTexts = {
  ...texts('en'),
  items: ITEMS_EN,
  labels: LABELS_EN,
  fragments: FRAGMENTS_EN,
};

export const FINDING_TEXTS: Readonly<Record<TFindingLang, FindingTexts>> = {
  tr: FINDING_TEXT_TR,
  en: FINDING_TEXT_EN,
};

/** The rules' names by rule id in one language (a finding's title; the Settings list). */
export function ruleTitles(lang: TFindingLang): Record<string, string> {
  return Object.fromEntries(AUDIT_RULES.map((rule) => [rule.id, rule[lang].title]));
}
