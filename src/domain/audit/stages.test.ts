import { describe, expect, it } from 'vitest';
import { apLookup } from '../fmea/plan/ap-table';
import { buildReport } from './build-report';
import type { ClassifiedSet } from './classified-set';
import { ZAuditRuleSettings } from './contract';
import { auditRule } from './rules';
import { controlPlanStage, linkageStage, pfmeaStage } from './stages';
import { citedPlaces, findingAtRow, repeatedPerDocument } from './testing/cited-rows';
import { fixtureToMapped } from './testing/fixture-document';
import { buildLinkedSet } from './testing/linked-set';

const ctx = { settings: ZAuditRuleSettings.parse({}), ap: apLookup() };

function auditLinkedSet(lang: 'tr' | 'en', defects: boolean) {
  const fixture = buildLinkedSet(lang, { defects });
  const set: ClassifiedSet = {
    flows: [fixtureToMapped(fixture.flow)],
    pfmeas: [{ table: fixtureToMapped(fixture.pfmea), scale: null }],
    controlPlans: [{ table: fixtureToMapped(fixture.controlPlan), incoming: false }],
  };
  const drafts = [...controlPlanStage(set), ...pfmeaStage(set, ctx), ...linkageStage(set)];
  return { fixture, report: buildReport(drafts) };
}

describe.each(['tr', 'en'] as const)('linked set (%s)', (lang) => {
  it('finds nothing in the clean, consistent set', () => {
    const { report } = auditLinkedSet(lang, false);
    expect(report.findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
    expect(report.complianceLevel).toBe('excellent');
    expect(report.overallScore).toBe(85);
  });

  it('finds each planted defect with its clause and evidence, and nothing else', () => {
    const { fixture, report } = auditLinkedSet(lang, true);
    for (const defect of fixture.defects) {
      const found = report.findings.filter((f) => f.ruleId === defect.ruleId);
      expect(found.length, defect.ruleId).toBeGreaterThan(0);
      const at = findingAtRow(found, defect);
      expect(
        at,
        `${defect.ruleId} at ${defect.file}:${defect.row} — got ${JSON.stringify(found.map(citedPlaces))}`,
      ).toBeDefined();
      expect(at?.finding.iatfClause).toBe(auditRule(defect.ruleId).clause);
      if (defect.cellText) expect(at?.cited.cellText).toContain(defect.cellText);
    }
    // One finding per rule per document: the rows are listed on it, never one finding each.
    expect(repeatedPerDocument(report.findings)).toEqual([]);
    const planted = new Set(fixture.defects.map((d) => d.ruleId));
    expect(
      report.findings
        .filter((f) => !planted.has(f.ruleId as never))
        .map((f) => `${f.ruleId}: ${f.description}`),
    ).toEqual([]);
    expect(report.complianceLevel).toBe('critical');
  });
});
