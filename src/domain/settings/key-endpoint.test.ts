import { describe, expect, it } from 'vitest';
import { keyMustBeReentered } from './key-endpoint';

const at = (baseUrl: string, aiProvider = 'openai_compatible') => ({ aiProvider, baseUrl });

describe('a stored AI key follows its service, not the address field', () => {
  it('stays for the same host (path, scheme case, trailing slash changes)', () => {
    expect(keyMustBeReentered(at('http://10.0.0.5:11434/v1'), at('http://10.0.0.5:11434/v2/'))).toBe(false);
    expect(keyMustBeReentered(at('HTTP://LLM.fabrika.local/v1'), at('http://llm.fabrika.local/api'))).toBe(
      false,
    );
    expect(keyMustBeReentered(at('', 'openai'), at('', 'openai'))).toBe(false);
  });
  it('must be entered again for another host, port or provider', () => {
    expect(keyMustBeReentered(at('http://10.0.0.5:11434/v1'), at('http://10.0.0.6:11434/v1'))).toBe(true);
    expect(keyMustBeReentered(at('http://10.0.0.5:11434/v1'), at('http://10.0.0.5:8080/v1'))).toBe(true);
    expect(keyMustBeReentered(at('', 'openai'), at('', 'anthropic'))).toBe(true);
    expect(keyMustBeReentered(at('', 'openai'), at('https://evil.example/v1'))).toBe(true);
  });
});
