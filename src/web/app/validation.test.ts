import { describe, expect, it } from 'vitest';
import tr from '../locales/tr.json';
import { APP_VALIDATION } from './validation';

describe('app-wide messages in the interface', () => {
  it('the Turkish text is the contract text, so every message has its English key', () => {
    expect(tr.validation).toEqual(APP_VALIDATION);
  });
});
