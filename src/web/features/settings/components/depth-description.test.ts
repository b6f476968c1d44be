import { describe, expect, it } from 'vitest';
import { ZAnalysisDepth } from '../../../../domain/settings/contract';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { depthDescriptionKey } from './depth-description';

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('depth descriptions', () => {
  it.each(ZAnalysisDepth.options)("keep the spec's time for model providers (%s)", (depth) => {
    expect(depthDescriptionKey('openai', depth)).toBe(`depth.${depth}.description`);
    expect(lookup(tr, depthDescriptionKey('claude', depth))).toMatch(/saniye|dakika/);
  });

  it.each(ZAnalysisDepth.options)(
    'describe content, not minutes, for the engineering database (%s)',
    (depth) => {
      const key = depthDescriptionKey('engineering_db', depth);
      expect(lookup(tr, key)).toEqual(expect.any(String));
      expect(lookup(en, key)).toEqual(expect.any(String));
      expect(lookup(tr, key)).not.toMatch(/saniye|dakika/);
    },
  );
});
