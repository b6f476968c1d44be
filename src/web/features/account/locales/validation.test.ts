import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../domain/account/contract';
import tr from './tr.json';

describe('account messages in the interface', () => {
  it('the Turkish text is the contract text, so every message has its English key', () => {
    const strings = Object.fromEntries(
      Object.entries(ACCOUNT_MESSAGES).filter(([, v]) => typeof v === 'string'),
    );
    expect(tr.validation).toEqual(strings);
  });
});
