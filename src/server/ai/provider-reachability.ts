import { createHash } from 'node:crypto';
import { callableProvider, type AiConfig, type ModelProvider } from './ai-config';

const REACHABILITY_TIMEOUT_MS = 3_000;
const REACHABILITY_CACHE_MS = 60_000;

export interface Reachability {
  reachable: boolean | null;
  message: string;
  checkedAt: string;
}

const REACHABILITY_MESSAGES = {
  offline: 'Çevrimdışı çalışır',
  ok: 'Bağlantı başarılı',
  noKey: 'API anahtarı girilmedi; analizler mühendislik veritabanından yapılır',
  noBaseUrl: 'Sunucu adresi girilmedi; analizler mühendislik veritabanından yapılır',
  unauthorized: 'API anahtarı geçersiz veya yetkisiz',
  timeout: `Sağlayıcı ${REACHABILITY_TIMEOUT_MS / 1000} saniye içinde yanıt vermedi`,
  unreachable: 'Sağlayıcıya ulaşılamadı',
  httpStatus: (status: number) => `Sağlayıcı beklenmeyen bir yanıt verdi (HTTP ${status})`,
} as const;

/** The authenticated, cheap GET that proves a provider answers: its models list. */
function probeRequest(
  provider: ModelProvider,
  config: AiConfig,
): { url: string; headers: Record<string, string> } {
  const bearer: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  switch (provider) {
    case 'openai':
      return { url: 'https://api.openai.com/v1/models', headers: bearer };
    case 'claude':
      return {
        url: 'https://api.anthropic.com/v1/models',
        headers: { 'x-api-key': config.apiKey, 'anthropic-version': '2023-06-01' },
      };
    case 'gemini':
      return {
        url: 'https://generativelanguage.googleapis.com/v1beta/models',
        headers: { 'x-goog-api-key': config.apiKey },
      };
    case 'grok':
      return { url: 'https://api.x.ai/v1/models', headers: bearer };
    case 'openai_compatible':
      return { url: `${config.baseUrl.replace(/\/+$/, '')}/models`, headers: bearer };
  }
}

async function probe(provider: ModelProvider, config: AiConfig): Promise<Omit<Reachability, 'checkedAt'>> {
  const { url, headers } = probeRequest(provider, config);
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS) });
    await res.body?.cancel();
    if (res.ok) return { reachable: true, message: REACHABILITY_MESSAGES.ok };
    if (res.status === 401 || res.status === 403)
      return { reachable: false, message: REACHABILITY_MESSAGES.unauthorized };
    return { reachable: false, message: REACHABILITY_MESSAGES.httpStatus(res.status) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      reachable: false,
      message: timedOut ? REACHABILITY_MESSAGES.timeout : REACHABILITY_MESSAGES.unreachable,
    };
  }
}

/** Checks whether the configured AI provider answers; one probe per configuration per minute. */
export class ProviderReachability {
  private cache: { key: string; at: number; result: Reachability } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  async check(config: AiConfig): Promise<Reachability> {
    const checkedAt = () => new Date(this.now()).toISOString();
    if (config.provider === 'engineering_db') {
      return { reachable: null, message: REACHABILITY_MESSAGES.offline, checkedAt: checkedAt() };
    }
    const provider = callableProvider(config);
    if (!provider) {
      const message =
        config.provider === 'openai_compatible'
          ? REACHABILITY_MESSAGES.noBaseUrl
          : REACHABILITY_MESSAGES.noKey;
      return { reachable: false, message, checkedAt: checkedAt() };
    }
    // The key is part of the cache identity only as a hash, so a new key is checked at once.
    const key = createHash('sha256')
      .update(JSON.stringify([provider, config.baseUrl, config.apiKey]))
      .digest('hex');
    if (this.cache && this.cache.key === key && this.now() - this.cache.at < REACHABILITY_CACHE_MS)
      return this.cache.result;
    const result = { ...(await probe(provider, config)), checkedAt: checkedAt() };
    this.cache = { key, at: this.now(), result };
    return result;
  }
}
