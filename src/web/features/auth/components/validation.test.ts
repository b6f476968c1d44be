import { describe, expect, it } from 'vitest';
import tr from '../../../locales/tr.json';
import { AUTH_VALIDATION } from './validation';

describe('sign-in messages in the interface', () => {
  it('the Turkish text is the contract text, so every message has its English key', () => {
    expect(tr.validation).toEqual(AUTH_VALIDATION);
  });
});
