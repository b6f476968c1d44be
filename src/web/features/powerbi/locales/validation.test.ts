import { describe, expect, it } from 'vitest';
import { EMBED_MESSAGES } from '../../../../domain/powerbi/embed-config';
import en from './en.json';
import tr from './tr.json';

describe('Power BI messages in the interface', () => {
  it('the Turkish text is the contract text (spec), so every message has its English key', () => {
    expect(tr.validation).toEqual(EMBED_MESSAGES);
    expect(Object.keys(en.validation).sort()).toEqual(Object.keys(EMBED_MESSAGES).sort());
  });

  it('English has every key the Turkish text has', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });
});
