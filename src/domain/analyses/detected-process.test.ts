import { describe, expect, it } from 'vitest';
import { PROCESS_NOT_DETECTED } from './detected-process';
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base';
import { PROCESS_DOMAINS } from './knowledge/knowledge-entry';
import type { TAnalysisResult } from './contract';
import { pdfProcessLabel } from './pdf-labels';

const result = (knowledgeEntryId: string | null) => ({ knowledgeEntryId }) as TAnalysisResult;

// The process a report is about: the one the user chose, or, when they left 'Otomatik algıla', the
// domain of the knowledge entry the analysis matched, marked as detected.
describe('pdfProcessLabel (Turkish)', () => {
  it('prints the detected domain of an automatic analysis, never "Otomatik algıla"', () => {
    const entry = KNOWLEDGE_BASE.find((e) => e.domain === 'metal') ?? KNOWLEDGE_BASE[0];
    if (!entry) throw new Error('knowledge base is empty');
    const label = pdfProcessLabel('tr', { processType: 'auto', analysisResult: result(entry.id) });
    expect(label).toBe(`${PROCESS_DOMAINS[entry.domain]} (otomatik algılandı)`);
    expect(label).not.toContain('Otomatik algıla ');
  });

  it('prints the chosen process as it is', () => {
    expect(pdfProcessLabel('tr', { processType: 'polyurethane', analysisResult: result(null) })).toBe(
      PROCESS_DOMAINS.polyurethane,
    );
  });

  it('says when nothing was matched', () => {
    expect(pdfProcessLabel('tr', { processType: 'auto', analysisResult: result(null) })).toBe(
      PROCESS_NOT_DETECTED,
    );
    expect(pdfProcessLabel('tr', { processType: 'auto', analysisResult: result('yok') })).toBe(
      PROCESS_NOT_DETECTED,
    );
  });
});
