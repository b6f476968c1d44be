import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import type { TFmeaRow, TPlanItem } from '../../domain/fmea/contract';
import { redactSecret, type AiConfig, type ModelProvider } from '../ai/ai-config';
import { languageModelFor } from '../ai/language-model';

/**
 * How many items (highest risk first) one model call may rewrite: enough for every AP H item of a
 * typical PFMEA, small enough to answer within the depth's time budget. The rest keep the rules' text.
 */
const AI_REWRITE_LIMIT = 25;
const MAX_TEXT = 1_200;

/** What the model must answer: new texts for some of the items it was given, by id. */
const ZRewrite = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        preventiveAction: z.string(),
        monitoringMethod: z.string(),
      }),
    )
    .max(AI_REWRITE_LIMIT),
});

const SYSTEM_PROMPT =
  'Sen IATF 16949 ve AIAG-VDA FMEA (2019) konusunda deneyimli bir kalite mühendisisin. Sana bir PFMEA ' +
  'satırları ve her satır için kurallarla üretilmiş önleyici aksiyon verilecek. Her aksiyonu o satırın ' +
  'proses adımına, hata türüne, etkisine, nedenine ve mevcut kontrollerine özgü, uygulanabilir ve kısa ' +
  'Türkçe metne dönüştür. Kuralların aksiyon türünü (tasarım / önleme / tespit) ve hedeflerini (Cpk, MSA, ' +
  '%100 kontrol) koru; satırda olmayan bilgi uydurma. Yalnızca istenen JSON şemasıyla yanıt ver.';

export type RewriteOutcome =
  | { ok: true; items: TPlanItem[]; rewritten: number }
  | { ok: false; reason: 'timeout' | 'malformed' | 'error'; detail: string };

function promptFor(items: readonly TPlanItem[], rows: ReadonlyMap<string, TFmeaRow>): string {
  const lines = items.map((item) => {
    const row = rows.get(item.rowId);
    return JSON.stringify({
      id: item.id,
      prosesAdimi: row?.processStep ?? item.processStep,
      hataTuru: item.originalFailure,
      etki: row?.effects ?? '',
      neden: row?.causes ?? '',
      mevcutKontroller: row?.controls ?? '',
      onlemeKontrolu: row?.preventionControls ?? '',
      tespitKontrolu: row?.detectionControls ?? '',
      S: item.severity,
      O: item.occurrence,
      D: item.detection,
      AP: item.actionPriority,
      aksiyonTuru: item.actionType,
      sorumlu: item.responsibility,
      gerekce: item.reason,
      kuralAksiyonu: item.preventiveAction,
      kuralIzleme: item.monitoringMethod,
    });
  });
  return (
    'Aşağıdaki her satır için "preventiveAction" (önleyici aksiyon) ve "monitoringMethod" (izleme yöntemi) ' +
    `metinlerini yeniden yaz; "id" değerini aynen geri ver. En fazla ${MAX_TEXT} karakter.\n\n` +
    lines.join('\n')
  );
}

/**
 * Asks the configured model to rewrite the action texts of the first AI_REWRITE_LIMIT items, grounded
 * on their FMEA rows. Never throws: a timeout, an error or an answer off the schema is a failure, and
 * the caller keeps the rules' texts. Answers for ids not asked, or empty texts, are ignored.
 */
export async function rewritePlanTexts(
  provider: ModelProvider,
  config: AiConfig,
  plan: readonly TPlanItem[],
  rows: readonly TFmeaRow[],
  limits: { timeoutMs: number; maxOutputTokens: number },
): Promise<RewriteOutcome> {
  const asked = plan.slice(0, AI_REWRITE_LIMIT);
  const byRowId = new Map(rows.map((row) => [row.id, row]));
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const result = await generateText({
      model: languageModelFor(provider, config),
      system: SYSTEM_PROMPT,
      prompt: promptFor(asked, byRowId),
      output: Output.object({ schema: ZRewrite, name: 'fmea_aksiyon_metinleri' }),
      maxOutputTokens: limits.maxOutputTokens,
      maxRetries: 1,
      abortSignal: signal,
    });
    const askedIds = new Set(asked.map((item) => item.id));
    const texts = new Map<string, { preventiveAction: string; monitoringMethod: string }>();
    for (const answer of result.output.items) {
      const preventiveAction = answer.preventiveAction.trim().slice(0, MAX_TEXT);
      const monitoringMethod = answer.monitoringMethod.trim().slice(0, MAX_TEXT);
      if (!askedIds.has(answer.id) || preventiveAction === '' || monitoringMethod === '') continue;
      texts.set(answer.id, { preventiveAction, monitoringMethod });
    }
    if (texts.size === 0) return { ok: false, reason: 'malformed', detail: 'no usable item in the answer' };
    const items = plan.map((item) => {
      const text = texts.get(item.id);
      return text ? { ...item, ...text, source: 'ai' as const } : item;
    });
    return { ok: true, items, rewritten: texts.size };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const detail = redactSecret(message, config.apiKey).slice(0, 500);
    if (signal.aborted)
      return { ok: false, reason: 'timeout', detail: `${limits.timeoutMs} ms içinde yanıt yok` };
    if (NoObjectGeneratedError.isInstance(error)) return { ok: false, reason: 'malformed', detail };
    return { ok: false, reason: 'error', detail };
  }
}
