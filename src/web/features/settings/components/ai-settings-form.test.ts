import { describe, expect, it } from 'vitest';
import { ZUpdateOrgSettingsRequest } from '../../../../domain/settings/contract';
import { buildRequest } from './ai-settings-form';

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
    const body = buildRequest(form);
    expect('apiKey' in body).toBe(false);
    expect(ZUpdateOrgSettingsRequest.safeParse(body).success).toBe(true);
  });
  it('a typed key is sent trimmed', () => {
    expect(buildRequest({ ...form, apiKey: '  sk-123  ' }).apiKey).toBe('sk-123');
  });
  it("'Anahtarı kaldır' sends an empty key, whatever is typed", () => {
    expect(buildRequest({ ...form, apiKey: 'sk-x', removeKey: true }).apiKey).toBe('');
  });
  it('sends only the AI fields it edits: no weekly capacity (the Team screen owns it)', () => {
    expect(Object.keys(buildRequest(form)).sort()).toEqual([
      'aiProvider',
      'analysisDepth',
      'baseUrl',
      'confidenceThreshold',
      'model',
    ]);
    expect('weeklyCapacityHours' in ZUpdateOrgSettingsRequest.shape).toBe(false);
  });
  it('an invalid base URL is refused with the Turkish message', () => {
    const parsed = ZUpdateOrgSettingsRequest.safeParse(
      buildRequest({ ...form, aiProvider: 'openai_compatible' as never, baseUrl: 'yerel sunucu' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Geçerli bir adres girin (http:// veya https://)');
  });
});
