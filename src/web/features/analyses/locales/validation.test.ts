import { describe, expect, it } from 'vitest';
import { ANALYSES_VALIDATION } from './validation';
import tr from './tr.json';

describe('8D messages in the interface', () => {
  it('the Turkish text is the contract text, so every message has its English key', () => {
    expect(tr.validation).toEqual(ANALYSES_VALIDATION);
  });
});
