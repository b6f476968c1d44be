/**
 * Issue 19, part 7, on the real knowledge base: a plant's long report ranks the defect its title
 * names, a shown match is surer than the generic report, and alternatives never outrank the answer.
 */
import { describe, expect, it } from 'vitest';
import { buildAnalysisReport, CONFIDENCE_DEFAULT, type ReportProblem } from './build-report';
import { ALL_EVAL_CASES } from './evaluation/eval-groups';
import { LONG_EVAL_SET } from './evaluation/eval-set-long';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { searchProblemReport } from './knowledge/search';

function caseTitled(prefix: string) {
  const item = LONG_EVAL_SET.find((c) => c.text.startsWith(prefix));
  if (!item?.description) throw new Error(`no long case titled ${prefix}`);
  return { title: item.text, description: item.description };
}

function problem(title: string, description: string): ReportProblem {
  return {
    title,
    description,
    customerImpact: '',
    department: 'quality',
    discoveryDate: '2026-11-12',
    category: 'quality',
    severity: 'high',
  };
}

/** As run-analysis does it: the report reading, every domain. */
function analyse(title: string, description: string) {
  const matches = searchProblemReport({ title, description });
  return { matches, report: buildAnalysisReport(problem(title, description), matches) };
}

const domainOf = (id: string) => KNOWLEDGE_BASE.find((e) => e.id === id)?.domain;

describe("the issue's flash in a door-panel handle pocket (70-word plant description)", () => {
  const { title, description } = caseTitled('K-204');
  const { matches, report } = analyse(title, description);

  it('is 50-150 words of plant detail', () => {
    const words = description.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(50);
    expect(words).toBeLessThanOrEqual(150);
  });

  it('ranks Çapak first, not Gerilme Çatlağı or Korozyon / Pas', () => {
    expect(matches[0]?.entry.id).toBe('flash_burr');
  });

  it('shows Çapak as the answer above 75: the title names the defect', () => {
    expect(report.knowledgeEntryId).toBe('flash_burr');
    expect(report.problemType).toBe('Çapak');
    expect(report.confidence).toBeGreaterThan(CONFIDENCE_DEFAULT);
  });

  it('offers no metal entry (Korozyon, Kesim Çapağı) for a plastic part while plastic entries fit', () => {
    for (const alt of report.alternatives) expect(domainOf(alt.id)).toBe('plastic_injection');
    expect(report.alternatives.map((a) => a.id)).not.toContain('corrosion');
  });

  it('ranks by the title: the same description under a sink-mark title ranks Çekinti İzleri first', () => {
    const sink = analyse('K-204 kapı paneli tutamak yuvasının arkasında çekinti', description);
    expect(sink.matches[0]?.entry.id).toBe('sink_marks');
  });
});

describe("the issue's bend crack (long description mentions measurements within tolerance)", () => {
  const { title, description } = caseTitled('B-118');
  const { report } = analyse(title, description);

  it('gives Şekillendirmede Çatlak above 75, not Ölçü Sapması', () => {
    expect(report.knowledgeEntryId).toBe('cracks_in_forming');
    expect(report.confidence).toBeGreaterThan(CONFIDENCE_DEFAULT);
  });
});

describe('every evaluation text (short, long, ASCII)', () => {
  const reports = ALL_EVAL_CASES.map((item) => analyse(item.text, item.description ?? '').report);

  it('shows a match only above the generic report’s 75', () => {
    for (const report of reports)
      if (report.knowledgeEntryId !== null) expect(report.confidence).toBeGreaterThan(CONFIDENCE_DEFAULT);
      else expect(report.confidence).toBe(CONFIDENCE_DEFAULT);
  });

  it('never puts an alternative above the answer (or above 75 in a generic report)', () => {
    for (const report of reports)
      for (const alt of report.alternatives) expect(alt.score).toBeLessThanOrEqual(report.confidence);
  });

  it('offers alternatives of another family than the answer only when none of its family is offered', () => {
    for (const report of reports) {
      const family = report.knowledgeEntryId ? domainOf(report.knowledgeEntryId) : undefined;
      if (!family) continue;
      const families = new Set(report.alternatives.map((a) => domainOf(a.id)));
      if (families.has(family)) expect(families.size).toBe(1);
    }
  });
});
