import { describe, expect, it } from 'vitest';
import { FINDING_TEXTS, ruleTitles } from '../../../../domain/audit/messages/finding-texts';
import { AUDIT_REPORT_TEXT } from '../../../../domain/audit/report-text';
import { AUDIT_RULES } from '../../../../domain/audit/rules';
import { auditorMessages, auditorText } from '../register-text';
import en from './en.json';
import tr from './tr.json';

describe('auditor text and the domain', () => {
  it('registers the rules’ names and finding text from the rule definitions, in both languages', () => {
    for (const lang of ['tr', 'en'] as const) {
      const text = auditorText(lang);
      expect(text.rules).toEqual(ruleTitles(lang));
      expect(Object.keys(text.rules as object).sort()).toEqual(AUDIT_RULES.map((r) => r.id).sort());
      // The same object the server renders its CSV and PDF with: the screen and the API never differ.
      expect(text.findingText).toBe(FINDING_TEXTS[lang]);
    }
    expect(auditorText('tr').rules).toEqual(Object.fromEntries(AUDIT_RULES.map((r) => [r.id, r.tr.title])));
  });

  it('keeps no rule text in the locale files (it would be a second copy)', () => {
    for (const locale of [tr, en]) {
      expect(locale).not.toHaveProperty('rules');
      expect(locale).not.toHaveProperty('findingText');
    }
  });

  it('every contract message shown here has an English key; the Turkish one is the contract text', () => {
    expect(tr.validation).toEqual(auditorMessages());
  });

  it('the English labels are the domain’s, so the screen and the CSV/PDF agree', () => {
    const report = AUDIT_REPORT_TEXT.en;
    expect(en.levels).toEqual(report.levels);
    expect(en.categories).toEqual(report.categories);
    expect(en.priorities).toEqual(report.priorities);
    expect(en.types).toEqual(report.documentTypes);
  });
});
