import { describe, expect, it } from 'vitest';
import { AUDIT_RULES } from '../../../../domain/audit/rules';
import { auditorMessages } from '../register-text';
import en from './en.json';
import tr from './tr.json';

describe('auditor text and the domain', () => {
  it('every rule has its name in both languages; the Turkish one is the engine’s own', () => {
    expect(tr.rules).toEqual(Object.fromEntries(AUDIT_RULES.map((r) => [r.id, r.title])));
    expect(Object.keys(en.rules).sort()).toEqual(AUDIT_RULES.map((r) => r.id).sort());
  });

  it('every contract message shown here has an English key; the Turkish one is the contract text', () => {
    expect(tr.validation).toEqual(auditorMessages());
  });
});
