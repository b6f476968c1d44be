import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { TAuditReport, TExtractedDocument, TFinding } from '../../domain/audit/contract';
import { callableProvider, redactSecret, type AiConfig } from '../ai/ai-config';
import { languageModelFor } from '../ai/language-model';
import type { StoredOrgSettings } from '../org-kit/org-settings-store';

/** The 8D provider settings as the AI client takes them (the key stays on the server). */
export function aiConfigOf(org: StoredOrgSettings): AiConfig {
  return {
    provider: org.aiProvider,
    apiKey: org.apiKey,
    baseUrl: org.baseUrl,
    model: org.model,
    analysisDepth: org.analysisDepth,
  };
}

const MAX_AI_OBSERVATIONS = 5;
const AI_TIMEOUT_MS = 60_000;
// What the model sees of each document: enough for a reviewer's remarks, bounded for cost and time.
const EXCERPT_CHARS = 6_000;

const ZAiObservations = z.object({
  observations: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        description: z.string().max(1500),
        recommendation: z.string().max(800),
        iatfClause: z.string().regex(/^\d+(\.\d+)*$/),
        documentName: z.string().max(255).optional(),
      }),
    )
    .max(MAX_AI_OBSERVATIONS),
});

const SYSTEM = [
  'Sen IATF 16949 konusunda deneyimli bir otomotiv kalite denetçisisin.',
  'Kural tabanlı denetimin bulgularını tekrar etme; yalnızca onlara ek, dokümanlardaki somut bir',
  'metne dayanan gözlemler yaz. En fazla 5 gözlem, Türkçe. Madde numarası yalnızca numara olsun',
  '(ör. 8.5.1.1); standardın metnini alıntılama. Dokümanlarda olmayan bir şey uydurma.',
].join(' ');

export interface AiReviewOutcome {
  findings: TFinding[];
  /** Why no observation was added (no provider, timeout, malformed answer); null when added. */
  skipped: string | null;
}

/**
 * The optional AI review: the configured model may add up to five observations, marked
 * `source: 'ai'`. They are observations only, so the rule-based score and level never change.
 * Never throws; a failed call leaves the rule-based report as it is.
 */
export async function aiReview(
  org: StoredOrgSettings,
  documents: TExtractedDocument[],
  report: TAuditReport,
  signal?: AbortSignal,
): Promise<AiReviewOutcome> {
  const config = aiConfigOf(org);
  const provider = callableProvider(config);
  if (!provider) return { findings: [], skipped: 'provider' };
  const prompt = [
    'Kural tabanlı bulgular:',
    ...report.findings.map(
      (f) => `- [${f.iatfClause}] ${f.title}: ${f.evidence.file ?? ''} ${f.evidence.cellText ?? ''}`,
    ),
    '',
    'Dokümanlar (kısaltılmış):',
    ...documents.map((d) => `### ${d.name} (${d.type})\n${d.text.slice(0, EXCERPT_CHARS)}`),
  ].join('\n');
  const timeout = AbortSignal.timeout(AI_TIMEOUT_MS);
  try {
    const result = await generateText({
      model: languageModelFor(provider, config),
      system: SYSTEM,
      prompt,
      output: Output.object({ schema: ZAiObservations, name: 'denetim_gozlemleri' }),
      maxOutputTokens: 2000,
      maxRetries: 1,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const findings = result.output.observations.map((o, index): TFinding => {
      const document = documents.find((d) => d.name === o.documentName);
      return {
        id: `ai-${index + 1}`,
        category: 'observation',
        title: o.title,
        description: o.description,
        iatfClause: o.iatfClause,
        recommendation: o.recommendation,
        priority: 'low',
        documentType: document?.type ?? 'other',
        ruleId: 'ai-review',
        evidence: {
          documentId: document?.id ?? null,
          file: document?.name ?? null,
          sheetOrPage: null,
          row: null,
          cellText: null,
        },
        source: 'ai',
      };
    });
    return { findings, skipped: null };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { findings: [], skipped: redactSecret(message, config.apiKey).slice(0, 300) };
  }
}

/** The report with the AI observations appended: counts follow, the score and level stay the rules'. */
export function withAiObservations(report: TAuditReport, extra: TFinding[]): TAuditReport {
  if (extra.length === 0) return report;
  return {
    ...report,
    findings: [...report.findings, ...extra],
    totalFindings: report.totalFindings + extra.length,
    observations: report.observations + extra.length,
  };
}
