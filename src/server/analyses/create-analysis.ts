import type { TUser } from '../../domain/auth/contract';
import type { TAnalysis, TCreateAnalysisRequest } from '../../domain/analyses/contract';
import { foldTurkish } from '../../domain/shared/turkish-text';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';
import { readOrgSettings } from '../org-kit/org-settings-store';
import { presentAnalysis } from './present-analysis';
import { runAnalysis, type RunAnalysisOptions } from './run-analysis';

/** What history search matches: title, description, problem type and customer impact, folded. */
export function analysisSearchText(problem: TCreateAnalysisRequest, problemType: string): string {
  return foldTurkish([problem.title, problem.description, problemType, problem.customerImpact].join(' '));
}

/** Runs the analysis for the signed-in user and stores it as completed and unrated (spec). */
export async function createAnalysis(
  db: Db,
  user: TUser,
  problem: TCreateAnalysisRequest,
  options: RunAnalysisOptions = {},
): Promise<TAnalysis> {
  const settings = await readOrgSettings(db);
  const result = await runAnalysis(
    problem,
    {
      provider: settings.aiProvider,
      apiKey: settings.apiKey,
      baseUrl: settings.baseUrl,
      model: settings.model,
      analysisDepth: settings.analysisDepth,
      confidenceThreshold: settings.confidenceThreshold,
    },
    options,
  );
  const [row] = await db
    .insert(aiAnalyses)
    .values({
      userId: user.id,
      title: problem.title,
      description: problem.description,
      customerImpact: problem.customerImpact,
      category: problem.category,
      severity: problem.severity,
      department: problem.department,
      discoveryDate: problem.discoveryDate,
      processType: problem.processType,
      analysisResult: result,
      confidence: result.confidence,
      rating: 0,
      status: 'completed',
      searchText: analysisSearchText(problem, result.problemType),
    })
    .returning();
  if (!row) throw new Error('analysis insert returned no row');
  return presentAnalysis(row, user.fullName, user);
}
