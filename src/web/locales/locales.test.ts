import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('interface text', () => {
  it('English has exactly the Turkish keys (both languages complete)', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });
  it('has no empty strings', () => {
    for (const [name, res] of Object.entries({ tr, en })) {
      const empty = keys(res).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], res) === '');
      expect(empty, name).toEqual([]);
    }
  });
});
