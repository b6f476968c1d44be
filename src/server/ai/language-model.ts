import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createXai } from '@ai-sdk/xai';
import { extractJsonMiddleware, wrapLanguageModel, type LanguageModel } from 'ai';
import { modelIdFor, type AiConfig, type ModelProvider } from './ai-config';

/** The Vercel AI SDK model for a configured provider; the key goes into that provider's client only. */
export function languageModelFor(provider: ModelProvider, config: AiConfig): LanguageModel {
  const modelId = modelIdFor(provider, config.model);
  switch (provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey })(modelId);
    case 'claude':
      return createAnthropic({ apiKey: config.apiKey })(modelId);
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey: config.apiKey })(modelId);
    case 'grok':
      return createXai({ apiKey: config.apiKey })(modelId);
    case 'openai_compatible': {
      const local = createOpenAICompatible({
        name: 'openai_compatible',
        baseURL: config.baseUrl.replace(/\/+$/, ''),
        apiKey: config.apiKey === '' ? undefined : config.apiKey,
        // llama.cpp, vLLM, Ollama and LM Studio accept a JSON schema as response_format.
        supportsStructuredOutputs: true,
      });
      // Small local models often wrap JSON in a Markdown code fence.
      return wrapLanguageModel({ model: local(modelId), middleware: extractJsonMiddleware() });
    }
  }
}
