import { describe, expect, it } from 'vitest';
import { type TOrgSettings, ZUpdateOrgSettingsRequest } from '../../../../domain/settings/contract';
import { buildRequest } from './ai-settings-form';

const stored: TOrgSettings = {
  aiProvider: 'openai',
  apiKeySet: true,
  apiKeyHint: '••••abcd',
  baseUrl: '',
  model: 'gpt-4o-mini',
  analysisDepth: 'detailed',
  confidenceThreshold: 75,
  weeklyCapacityHours: 40,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const form = {
  aiProvider: 'openai' as const,
  apiKey: '',
  removeKey: false,
  baseUrl: '',
  model: 'gpt-4o-mini',
  analysisDepth: 'detailed' as const,
  confidenceThreshold: 80,
};

describe('AI settings request (the key is write-only)', () => {
  it('an empty key field keeps the stored key (apiKey omitted)', () => {
    const body = buildRequest(stored, form);
    expect('apiKey' in body).toBe(false);
    expect(ZUpdateOrgSettingsRequest.safeParse(body).success).toBe(true);
  });
  it('a typed key is sent trimmed', () => {
    expect(buildRequest(stored, { ...form, apiKey: '  sk-123  ' }).apiKey).toBe('sk-123');
  });
  it("'Anahtarı kaldır' sends an empty key, whatever is typed", () => {
    expect(buildRequest(stored, { ...form, apiKey: 'sk-x', removeKey: true }).apiKey).toBe('');
  });
  it('keeps the weekly capacity it does not edit', () => {
    expect(buildRequest(stored, form).weeklyCapacityHours).toBe(40);
  });
  it('an invalid base URL is refused with the Turkish message', () => {
    const parsed = ZUpdateOrgSettingsRequest.safeParse(
      buildRequest(stored, { ...form, aiProvider: 'openai_compatible' as never, baseUrl: 'yerel sunucu' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Geçerli bir adres girin (http:// veya https://)');
  });
});
