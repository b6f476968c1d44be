import { describe, expect, it } from 'vitest';
import { buildReport, complianceLevel } from './build-report';
import { ZAuditReport } from './contract';
import type { FindingDraft } from './finding-draft';
import type { TAuditRuleId } from './rules';

const draft = (ruleId: TAuditRuleId, row = 1): FindingDraft => ({
  ruleId,
  message: { key: 'pfd-no-storage-step', params: { count: row } },
  evidence: { documentId: 'd', file: 'f.xlsx', sheetOrPage: null, row, cellText: null },
});
const MAJOR: TAuditRuleId = 'cp-special-without-control';
const MINOR: TAuditRuleId = 'cp-no-reaction-plan';
const OBSERVATION: TAuditRuleId = 'pfmea-detection-above-limit';

describe('score and compliance level (spec §4.2, exactly)', () => {
  it.each([
    [2, 0, 'critical', 45],
    [5, 9, 'critical', 45],
    [1, 0, 'needs-improvement', 65],
    [1, 7, 'needs-improvement', 65],
    [0, 3, 'good', 75],
    [0, 2, 'excellent', 85],
    [0, 0, 'excellent', 85],
  ] as const)('%d major, %d minor → %s (%d)', (majors, minors, level, score) => {
    expect(complianceLevel(majors, minors)).toBe(level);
    const drafts = [
      ...Array.from({ length: majors }, (_, i) => draft(MAJOR, i + 1)),
      ...Array.from({ length: minors }, (_, i) => draft(MINOR, i + 1)),
      draft(OBSERVATION),
    ];
    const report = buildReport(drafts);
    expect(report).toMatchObject({
      overallScore: score,
      complianceLevel: level,
      majorFindings: majors,
      minorFindings: minors,
      observations: 1,
      totalFindings: majors + minors + 1,
    });
  });
});

describe('buildReport', () => {
  it('takes category, clause and priority from the rule, numbers findings most important first', () => {
    const report = buildReport([draft(OBSERVATION), draft(MINOR), draft(MAJOR)]);
    expect(
      report.findings.map((f) => [f.id, f.ruleId, f.category, f.iatfClause, f.priority, f.source]),
    ).toEqual([
      ['finding-1', MAJOR, 'major', '8.3.3.3', 'high', 'rules'],
      ['finding-2', MINOR, 'minor', '8.5.1.1', 'high', 'rules'],
      ['finding-3', OBSERVATION, 'observation', '8.3.5.2', 'medium', 'rules'],
    ]);
  });

  it('derives one general recommendation per rule, most important first', () => {
    const report = buildReport([
      draft(OBSERVATION),
      draft(MINOR, 1),
      draft(MINOR, 2),
      draft('cp-empty-cells'),
      draft(MAJOR),
    ]);
    expect(report.recommendations).toHaveLength(4);
    expect(report.recommendations[0]).toContain('özel karakteristik');
    expect(report.recommendations[1]).toContain('reaksiyon planı');
    expect(report.recommendations.at(-1)).toContain('Tespit');
  });

  it('an AI observation is counted but never moves the score', () => {
    const ai = {
      category: 'observation' as const,
      title: 'AI',
      description: 'd',
      iatfClause: '8.5.1.1',
      recommendation: 'r',
      priority: 'low' as const,
      documentType: 'fmea' as const,
      ruleId: 'ai-review',
      evidence: { documentId: null, file: null, sheetOrPage: null, row: null, cellText: null },
      source: 'ai' as const,
    };
    const report = buildReport([draft(MINOR)], [ai, ai, ai]);
    expect(report).toMatchObject({
      complianceLevel: 'excellent',
      overallScore: 85,
      observations: 3,
      totalFindings: 4,
    });
    expect(report.findings.at(-1)?.source).toBe('ai');
    expect(report.recommendations).toHaveLength(1);
  });
});

describe('grouped findings (issue 22)', () => {
  it('carries a draft’s rows onto the finding, and none when the draft lists none', () => {
    const rows = [2, 3, 4].map((row) => ({
      documentId: 'd',
      file: 'f.xlsx',
      sheetOrPage: 'Sayfa1',
      row,
      cellText: null,
    }));
    const report = buildReport([{ ...draft(MINOR, 2), rows }, draft(OBSERVATION)]);
    const minor = report.findings.find((f) => f.ruleId === MINOR);
    expect(minor?.rows?.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(report.findings.find((f) => f.ruleId === OBSERVATION)).not.toHaveProperty('rows');
    // One grouped finding of many rows counts once: the spec's rule over findings, not rows.
    expect(report).toMatchObject({ minorFindings: 1, complianceLevel: 'excellent' });
  });

  it('a report stored before grouping (no rows) still parses', () => {
    const stored = buildReport([draft(MINOR)]);
    expect(ZAuditReport.parse(JSON.parse(JSON.stringify(stored))).findings[0]).not.toHaveProperty('rows');
  });
});
