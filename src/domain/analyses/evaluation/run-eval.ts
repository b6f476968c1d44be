/** Runs one labelled text through the engineering-database analysis as the server does. */
import { buildAnalysisReport, type ReportProblem } from '../build-report';
import { searchProblemReport } from '../knowledge/search';
import type { EvalCase } from './eval-case';
import type { EvalOutcome } from './metrics';

export function evalProblem(item: EvalCase): ReportProblem {
  return {
    title: item.text,
    description: item.description ?? '',
    customerImpact: '',
    department: 'quality',
    discoveryDate: '2026-01-15',
    category: item.category,
    severity: 'medium',
  };
}

export function analyseCase(item: EvalCase): EvalOutcome {
  const problem = evalProblem(item);
  const matches = searchProblemReport(problem);
  const report = buildAnalysisReport(problem, matches);
  return {
    expected: item.expected,
    reported: report.knowledgeEntryId,
    ranked: matches.filter((m) => m.score > 0).map((m) => m.entry.id),
    confidence: report.confidence,
  };
}
