import { describe, expect, it } from 'vitest';
import { CAPABILITY_MESSAGES } from '../../../../domain/capability/messages';
import tr from './tr.json';

describe('Cp/Cpk messages in the interface', () => {
  it('the Turkish text is the contract text (spec), so every message has its English key', () => {
    expect(tr.validation).toEqual(CAPABILITY_MESSAGES);
  });
});
