import { buildAnalysisReport } from '../../domain/analyses/build-report';
import type { TAnalysisResult, TCreateAnalysisRequest } from '../../domain/analyses/contract';
import { searchProblemReport } from '../../domain/analyses/knowledge/search';
import { callableProvider, type AiConfig } from '../ai/ai-config';
import { DEPTH_PROFILES } from '../ai/depth-profiles';
import { generateAiReport } from '../ai/generate-ai-report';
import { buildGroundingPrompt } from '../ai/grounding-prompt';

export interface AnalysisSettings extends AiConfig {
  confidenceThreshold: number;
}

export interface RunAnalysisOptions {
  /** Overrides the depth's time budget (tests use a short one). */
  aiTimeoutMs?: number;
  /** Where a fallback to the engineering database is reported. */
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/**
 * The analysis pipeline: ranked knowledge-base retrieval, the spec's report, and when a model
 * provider is configured its answer grounded on the top matches. Alternatives and the fishbone
 * always come from the knowledge base; a failed model call leaves the engineering-database report.
 */
export async function runAnalysis(
  problem: TCreateAnalysisRequest,
  settings: AnalysisSettings,
  options: RunAnalysisOptions = {},
): Promise<TAnalysisResult> {
  const matches = searchProblemReport(problem);
  const threshold = settings.confidenceThreshold;
  // The database answers at once, so depth decides what its report contains (report-depth.ts).
  const report = buildAnalysisReport(problem, matches, {
    confidenceThreshold: threshold,
    depth: settings.analysisDepth,
  });
  const provider = callableProvider(settings);
  if (!provider) return report;

  const depth = DEPTH_PROFILES[settings.analysisDepth];
  const outcome = await generateAiReport(provider, settings, buildGroundingPrompt(problem, matches, depth), {
    timeoutMs: options.aiTimeoutMs ?? depth.timeoutMs,
    maxOutputTokens: depth.maxOutputTokens,
  });
  if (!outcome.ok) {
    options.log?.warn(
      { provider, reason: outcome.reason, detail: outcome.detail },
      'AI provider failed; analysis built from the engineering database',
    );
    return report;
  }
  const ai = outcome.report;
  const confidence = Math.round(ai.confidence);
  // The model writes the report at its depth; the database's extras (verification steps, evidence)
  // belong to the database's own answer, so the spec's report is the base here.
  const base = buildAnalysisReport(problem, matches, { confidenceThreshold: threshold });
  return {
    ...base,
    depth: settings.analysisDepth,
    problemType: ai.problemType,
    rootCause: ai.rootCause,
    immediateActions: ai.immediateActions,
    recommendations: ai.recommendations,
    confidence,
    eightD: ai.eightD,
    source: provider,
    expertReviewRecommended: confidence < threshold,
  };
}
