import type { TAiProvider, TAnalysisDepth } from '../../domain/settings/contract';

/** A provider that calls a language model (everything except the built-in engineering database). */
export type ModelProvider = Exclude<TAiProvider, 'engineering_db'>;

/** What the AI client needs of the organisation settings. The key stays on the server. */
export interface AiConfig {
  provider: TAiProvider;
  apiKey: string;
  baseUrl: string;
  model: string;
  analysisDepth: TAnalysisDepth;
}

/**
 * Defaults when settings name no model: small, fast models each provider package lists, so a
 * report stays within the depth's time budget.
 */
const DEFAULT_MODELS: Readonly<Record<ModelProvider, string>> = {
  openai: 'gpt-4o-mini',
  claude: 'claude-haiku-4-5',
  gemini: 'gemini-2.5-flash',
  grok: 'grok-4.20-0309-non-reasoning',
  // llama.cpp and LM Studio answer with whatever model they have loaded; Ollama needs a real name.
  openai_compatible: 'local-model',
};

/** The model id to call: the one in settings, else the provider's default. */
export function modelIdFor(provider: ModelProvider, model: string): string {
  const trimmed = model.trim();
  return trimmed === '' ? DEFAULT_MODELS[provider] : trimmed;
}

/**
 * The provider to call, or null when the analysis should use the engineering database directly:
 * it is selected, or a cloud provider has no key, or a local server no address.
 */
export function callableProvider(config: AiConfig): ModelProvider | null {
  const { provider } = config;
  if (provider === 'engineering_db') return null;
  if (provider === 'openai_compatible') return config.baseUrl.trim() === '' ? null : provider;
  return config.apiKey === '' ? null : provider;
}

/** Removes the API key from text that is about to be logged (an SDK message may quote a request). */
export function redactSecret(text: string, secret: string): string {
  return secret.length >= 4 ? text.split(secret).join('[gizli]') : text;
}
