import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { redactSecret, type AiConfig, type ModelProvider } from './ai-config';
import { ZAiReport, type TAiReport } from './ai-report-schema';
import { languageModelFor } from './language-model';
import { SYSTEM_PROMPT } from './grounding-prompt';

type AiFailureReason = 'timeout' | 'malformed' | 'error';

export type AiOutcome =
  { ok: true; report: TAiReport } | { ok: false; reason: AiFailureReason; detail: string };

export interface AiCallLimits {
  timeoutMs: number;
  maxOutputTokens: number;
}

// One retry covers a dropped connection or a 429; more would eat the depth's time budget.
const MAX_RETRIES = 1;

/**
 * Asks the configured model for a typed 8D report. Never throws: a timeout, an error answer or an
 * answer that does not fit the schema comes back as a failure with a reason (key redacted).
 */
export async function generateAiReport(
  provider: ModelProvider,
  config: AiConfig,
  prompt: string,
  limits: AiCallLimits,
): Promise<AiOutcome> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const result = await generateText({
      model: languageModelFor(provider, config),
      system: SYSTEM_PROMPT,
      prompt,
      output: Output.object({
        schema: ZAiReport,
        name: 'rapor_8d',
        description: '8D problem analizi raporu',
      }),
      maxOutputTokens: limits.maxOutputTokens,
      maxRetries: MAX_RETRIES,
      abortSignal: signal,
    });
    return { ok: true, report: result.output };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const detail = redactSecret(message, config.apiKey).slice(0, 500);
    if (signal.aborted)
      return { ok: false, reason: 'timeout', detail: `${limits.timeoutMs} ms içinde yanıt yok` };
    if (NoObjectGeneratedError.isInstance(error)) return { ok: false, reason: 'malformed', detail };
    return { ok: false, reason: 'error', detail };
  }
}
