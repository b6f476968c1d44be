import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { REVERSE_FMEA_VALIDATION } from './validation';

const keys = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('Reverse FMEA texts', () => {
  it('English has every Turkish key and no other', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it('every contract message is the Turkish text of its validation key (so English can translate it)', () => {
    expect(tr.validation).toEqual(REVERSE_FMEA_VALIDATION);
  });
});
