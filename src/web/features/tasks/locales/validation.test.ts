import { describe, expect, it } from 'vitest';
import tr from './tr.json';
import { TASK_VALIDATION } from './validation';

describe('task messages in the interface', () => {
  it('the Turkish text is the contract text (spec), so every message has its English key', () => {
    const strings = Object.fromEntries(
      Object.entries(TASK_VALIDATION).filter(([, v]) => typeof v === 'string'),
    );
    expect(tr.validation).toEqual(strings);
  });
});
