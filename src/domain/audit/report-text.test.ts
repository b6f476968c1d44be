import { describe, expect, it } from 'vitest';
import type { TFinding } from './contract';
import { FINDING_TEXT_EN, ruleTitles } from './messages/finding-texts';
import {
  AUDIT_REPORT_TEXT,
  findingInLanguage,
  generalRecommendationIn,
  reportDate,
  ZReportQuery,
} from './report-text';
import { AUDIT_RULES } from './rules';
import { runAudit } from './run-audit';
import { fixtureToExtracted } from './testing/fixture-document';
import { buildLinkedSet } from './testing/linked-set';

const TURKISH = /[ğşıİçöüĞŞÇÖÜ]/;
const RULE_TITLES_EN = ruleTitles('en');

function auditedSet(lang: 'tr' | 'en') {
  const set = buildLinkedSet(lang, { defects: true });
  return runAudit([
    fixtureToExtracted(set.flow, 'flow'),
    fixtureToExtracted(set.pfmea, 'pfmea'),
    fixtureToExtracted(set.controlPlan, 'cp'),
  ]);
}

describe('the audit report in the reader’s language', () => {
  it('lang is tr unless en is asked for; anything else is refused', () => {
    expect(ZReportQuery.parse({})).toEqual({ lang: 'tr' });
    expect(ZReportQuery.parse({ lang: 'en' })).toEqual({ lang: 'en' });
    expect(ZReportQuery.safeParse({ lang: 'de' }).success).toBe(false);
  });

  it('Turkish prints the engine’s stored text byte for byte', () => {
    for (const finding of auditedSet('tr').findings) {
      expect(findingInLanguage(finding, AUDIT_REPORT_TEXT.tr)).toEqual({
        title: finding.title,
        description: finding.description,
        recommendation: finding.recommendation,
      });
    }
  });

  it('English renders every rule finding from its key: the rule’s name, no Turkish word left', () => {
    // The English linked set: its file names, step names and cells are English, so any Turkish
    // letter would be the engine's own text left untranslated.
    const report = auditedSet('en');
    expect(report.findings.length).toBeGreaterThan(5);
    for (const finding of report.findings) {
      const shown = findingInLanguage(finding, AUDIT_REPORT_TEXT.en);
      expect(shown.title).toBe(RULE_TITLES_EN[finding.ruleId]);
      expect(`${shown.description} ${shown.recommendation}`, finding.ruleId).not.toMatch(TURKISH);
      expect(shown.description).not.toBe(finding.description);
    }
    for (const stored of report.recommendations) {
      const english = generalRecommendationIn(stored, FINDING_TEXT_EN);
      expect(english).not.toMatch(TURKISH);
      expect(Object.values(FINDING_TEXT_EN.general)).toContain(english);
    }
  });

  it('a document finding’s English title names its file, as the Turkish one does', () => {
    const [unreadable] = runAudit([
      { id: 'x', name: 'sunum.ppt', type: 'other', readProblem: { code: 'legacy-ppt' } },
    ]).findings;
    expect(unreadable?.title).toBe('Doküman okunamadı: sunum.ppt');
    expect(findingInLanguage(unreadable!, AUDIT_REPORT_TEXT.en).title).toBe(
      'Document could not be read: sunum.ppt',
    );
    // Stored before the title had its parameter: the rule's English name, never "…: " with nothing.
    const older: TFinding = { ...unreadable!, message: { key: unreadable!.message!.key, params: {} } };
    expect(findingInLanguage(older, AUDIT_REPORT_TEXT.en).title).toBe(RULE_TITLES_EN['doc-unreadable']);
  });

  it('an AI observation and a finding stored before messages keep their stored text', () => {
    const finding = auditedSet('en').findings[0]!;
    const { message: _message, ...older } = finding;
    const ai: TFinding = { ...older, source: 'ai', title: 'Revizyon tarihleri uyumsuz' };
    expect(findingInLanguage(ai, AUDIT_REPORT_TEXT.en)).toMatchObject({
      title: 'Revizyon tarihleri uyumsuz',
      description: finding.description,
    });
    expect(findingInLanguage(older, AUDIT_REPORT_TEXT.en).title).toBe(RULE_TITLES_EN[finding.ruleId]);
    expect(generalRecommendationIn('Elle yazılmış bir öneri', FINDING_TEXT_EN)).toBe(
      'Elle yazılmış bir öneri',
    );
  });

  it('dates are the plant’s day, tr-TR or en-GB', () => {
    // 23:30 UTC is already the next day in Istanbul.
    const at = new Date('2026-11-23T23:30:00Z');
    expect(reportDate(at, 'Europe/Istanbul', AUDIT_REPORT_TEXT.tr)).toBe('24.11.2026');
    expect(reportDate(at, 'Europe/Istanbul', AUDIT_REPORT_TEXT.en)).toBe('24/11/2026');
    expect(reportDate(at, 'UTC', AUDIT_REPORT_TEXT.en)).toBe('23/11/2026');
  });

  it('the English labels have no Turkish letters and name every rule', () => {
    const { findingText: _texts, ...labels } = AUDIT_REPORT_TEXT.en;
    expect(JSON.stringify(labels)).not.toMatch(TURKISH);
    expect(Object.keys(RULE_TITLES_EN).sort()).toEqual(AUDIT_RULES.map((r) => r.id).sort());
  });
});
