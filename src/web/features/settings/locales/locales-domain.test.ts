import { describe, expect, it } from 'vitest';
import { AI_PROVIDER_LABELS, ANALYSIS_DEPTH_LABELS } from '../../../../domain/settings/contract';
import tr from './tr.json';

// The Turkish text of the settings enums is the contract's own labels (spec text), never a drifting copy.
describe('Turkish settings labels equal the domain labels', () => {
  it('AI providers', () => expect(tr.providers).toEqual(AI_PROVIDER_LABELS));
  it('analysis depth with the spec durations', () => expect(tr.depth).toEqual(ANALYSIS_DEPTH_LABELS));
});
