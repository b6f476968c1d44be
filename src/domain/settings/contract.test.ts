import { describe, expect, it } from 'vitest';
import { BASE_URL_MESSAGES, ZAiBaseUrl } from './contract';

describe('AI base URL', () => {
  it.each([
    'http://10.0.0.5:11434/v1',
    'https://llm.fabrika.local/v1',
    'http://localhost:8080',
    'https://kalite.openai.azure.com/openai?api-version=2024-10-21',
  ])('accepts %s', (url) => {
    expect(ZAiBaseUrl.safeParse(url).success).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', BASE_URL_MESSAGES.invalid],
    ['file:///etc/passwd', BASE_URL_MESSAGES.invalid],
    ['gopher://10.0.0.5:70/_x', BASE_URL_MESSAGES.invalid],
    ['ftp://10.0.0.5/', BASE_URL_MESSAGES.invalid],
    ['data:text/html,x', BASE_URL_MESSAGES.invalid],
    ['https://user:parola@llm.fabrika.local/v1', BASE_URL_MESSAGES.credentials],
    ['http://token@10.0.0.5/v1', BASE_URL_MESSAGES.credentials],
    ['https://llm.example.com/v1?api_key=QSECRET123', BASE_URL_MESSAGES.secretInQuery],
    ['https://llm.example.com/v1?x=1&access_token=abc', BASE_URL_MESSAGES.secretInQuery],
  ])('refuses %s', (url, message) => {
    const result = ZAiBaseUrl.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
