import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('POWERBI_API_URL and AZURE_AUTHORITY_URL', () => {
  it('default to the public cloud', () => {
    const config = loadConfig({});
    expect(config.powerBiApiUrl).toBe('https://api.powerbi.com');
    expect(config.azureAuthorityUrl).toBe('https://login.microsoftonline.com');
  });

  it.each([
    ['https://api.powerbi.de/', 'https://api.powerbi.de'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4010/', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
  ])('accept %s', (value, expected) => {
    expect(loadConfig({ POWERBI_API_URL: value }).powerBiApiUrl).toBe(expected);
    expect(loadConfig({ AZURE_AUTHORITY_URL: value }).azureAuthorityUrl).toBe(expected);
  });

  it.each([
    'http://api.powerbi.com',
    'http://10.0.0.5:8080',
    'http://127.0.0.1.evil.example',
    'ftp://127.0.0.1',
    'https://user:pass@login.microsoftonline.com',
    'https://login.microsoftonline.com?x=1',
    'not a url',
  ])('refuse %s at start', (value) => {
    expect(() => loadConfig({ POWERBI_API_URL: value })).toThrow(/POWERBI_API_URL/);
    expect(() => loadConfig({ AZURE_AUTHORITY_URL: value })).toThrow(/AZURE_AUTHORITY_URL/);
  });
});
