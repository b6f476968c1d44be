import { describe, expect, it } from 'vitest';
import { ZUpdateOrgSettingsRequest } from '../../../../domain/settings/contract';
import { buildRequest, ZAiSettingsForm } from './ai-settings-request';

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

describe('AI settings form schema (the contract behind the form)', () => {
  it('a padded address is trimmed before the contract checks it', () => {
    const parsed = ZAiSettingsForm.safeParse({
      ...form,
      aiProvider: 'openai_compatible',
      baseUrl: '  http://10.0.0.5:11434/v1 ',
    });
    expect(parsed.success && parsed.data.baseUrl).toBe('http://10.0.0.5:11434/v1');
  });
  it("a wrong address is refused on the form's baseUrl field with the contract's message", () => {
    const parsed = ZAiSettingsForm.safeParse({ ...form, baseUrl: 'http://kullanici:parola@sunucu/v1' });
    expect(parsed.error?.issues[0]?.path).toEqual(['baseUrl']);
    expect(parsed.error?.issues[0]?.message).toMatch(/^Adres kullanıcı adı veya parola içermemelidir/);
  });
});
