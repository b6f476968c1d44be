import { describe, expect, it } from 'vitest';
import { PROCESS_NOT_DETECTED, processLabel } from './detected-process';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { PROCESS_DOMAINS } from './knowledge/knowledge-entry';
import type { TAnalysisResult } from './contract';

const result = (knowledgeEntryId: string | null) => ({ knowledgeEntryId }) as TAnalysisResult;

describe('processLabel', () => {
  it('prints the detected domain of an automatic analysis, never "Otomatik algıla"', () => {
    const entry = KNOWLEDGE_BASE.find((e) => e.domain === 'metal') ?? KNOWLEDGE_BASE[0];
    if (!entry) throw new Error('knowledge base is empty');
    const label = processLabel({ processType: 'auto', analysisResult: result(entry.id) });
    expect(label).toBe(`${PROCESS_DOMAINS[entry.domain]} (otomatik algılandı)`);
    expect(label).not.toContain('Otomatik algıla ');
  });

  it('prints the chosen process as it is', () => {
    expect(processLabel({ processType: 'polyurethane', analysisResult: result(null) })).toBe(
      PROCESS_DOMAINS.polyurethane,
    );
  });

  it('says when nothing was matched', () => {
    expect(processLabel({ processType: 'auto', analysisResult: result(null) })).toBe(PROCESS_NOT_DETECTED);
    expect(processLabel({ processType: 'auto', analysisResult: result('yok') })).toBe(PROCESS_NOT_DETECTED);
  });
});
