import { describe, expect, it } from 'vitest';
import { FINDING_TEXT_EN, RULE_TITLES_EN } from '../../../../domain/audit/messages/finding-text-en';
import { FINDING_TEXT_TR } from '../../../../domain/audit/messages/finding-text-tr';
import { AUDIT_REPORT_TEXT } from '../../../../domain/audit/report-text';
import { AUDIT_RULES } from '../../../../domain/audit/rules';
import { auditorMessages } from '../register-text';
import en from './en.json';
import tr from './tr.json';

const placeholders = (template: string | undefined) =>
  [...(template ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const keys = (value: object) => Object.keys(value).sort();

describe('auditor text and the domain', () => {
  it('every rule has its name in both languages; the Turkish one is the engine’s own', () => {
    expect(tr.rules).toEqual(Object.fromEntries(AUDIT_RULES.map((r) => [r.id, r.title])));
    expect(Object.keys(en.rules).sort()).toEqual(AUDIT_RULES.map((r) => r.id).sort());
  });

  it('every contract message shown here has an English key; the Turkish one is the contract text', () => {
    expect(tr.validation).toEqual(auditorMessages());
  });

  it('the Turkish finding text is the engine’s own, so the screen and the API never differ', () => {
    expect(tr.findingText).toEqual(FINDING_TEXT_TR);
  });

  it('the English finding text, rule names and labels are the domain’s, so the screen and the CSV/PDF agree', () => {
    expect(en.findingText).toEqual(FINDING_TEXT_EN);
    expect(en.rules).toEqual(RULE_TITLES_EN);
    const report = AUDIT_REPORT_TEXT.en;
    expect(en.levels).toEqual(report.levels);
    expect(en.categories).toEqual(report.categories);
    expect(en.priorities).toEqual(report.priorities);
    expect(en.types).toEqual(report.documentTypes);
  });

  it('the English finding text has every key, label and general recommendation of the Turkish', () => {
    const english = en.findingText;
    const turkish = FINDING_TEXT_TR;
    expect(keys(english.messages)).toEqual(keys(turkish.messages));
    expect(keys(english.items)).toEqual(keys(turkish.items));
    expect(keys(english.fragments)).toEqual(keys(turkish.fragments));
    expect(keys(english.general)).toEqual(AUDIT_RULES.map((r) => r.id).sort());
    for (const group of keys(turkish.labels) as (keyof typeof turkish.labels)[]) {
      expect(keys(english.labels[group]), group).toEqual(keys(turkish.labels[group]));
    }
  });

  it('the English templates use the Turkish ones’ parameters (the reader’s detail may be left out)', () => {
    const messages = en.findingText.messages as Record<
      string,
      { description: string; recommendation?: string }
    >;
    for (const [key, turkish] of Object.entries(FINDING_TEXT_TR.messages)) {
      const english = messages[key];
      const recommendation = 'recommendation' in turkish ? turkish.recommendation : undefined;
      expect(placeholders(english?.description), key).toEqual(
        placeholders(turkish.description).filter((p) => p !== 'detail'),
      );
      expect(placeholders(english?.recommendation), `${key} recommendation`).toEqual(
        placeholders(recommendation),
      );
    }
    const items = en.findingText.items as Record<string, string>;
    for (const [key, turkish] of Object.entries(FINDING_TEXT_TR.items)) {
      expect(placeholders(items[key]), key).toEqual(placeholders(turkish));
    }
  });

  it('the English finding text has no Turkish letters or words', () => {
    const text = JSON.stringify(en.findingText);
    expect(text).not.toMatch(/[ğşıİçöüĞŞÇÖÜ]/);
    expect(text).not.toMatch(/\b(ve|ile|için|satır|eksik|boş)\b/);
  });
});
