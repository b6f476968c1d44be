import { describe, expect, it } from 'vitest';
import { AI_PROVIDER_LABELS, ZAnalysisDepth } from '../../../../domain/settings/contract';
import tr from './tr.json';

// The Turkish text of the settings enums is the contract's own labels (spec text), never a drifting copy.
describe('Turkish settings labels equal the domain labels', () => {
  it('AI providers', () => expect(tr.providers).toEqual(AI_PROVIDER_LABELS));
  // Spec: quick about 30 s, standard 1-2 minutes, detailed 3-5 minutes (only the settings screen shows them).
  it('analysis depth with the spec durations', () => {
    expect(tr.depth).toEqual({
      quick: { label: 'Hızlı', description: 'Yaklaşık 30 saniye' },
      standard: { label: 'Standart', description: '1-2 dakika' },
      detailed: { label: 'Detaylı', description: '3-5 dakika' },
    });
    expect(Object.keys(tr.depth)).toEqual(ZAnalysisDepth.options);
  });
});
