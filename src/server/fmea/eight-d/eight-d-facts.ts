import { ZAnalysisResult } from '../../../domain/analyses/contract';
import { KNOWLEDGE_BASE } from '../../../domain/analyses/knowledge/knowledge-base';
import { PROCESS_DOMAINS, type ProcessDomainId } from '../../../domain/analyses/knowledge/knowledge-entry';
import { type EightDFacts, keyWords } from '../../../domain/fmea/eight-d/propose-changes';
import type { aiAnalyses } from '../../db/schema';

type AnalysisRow = typeof aiAnalyses.$inferSelect;

const isDomain = (value: string): value is ProcessDomainId => value in PROCESS_DOMAINS;

/** What the FMEA update reads of a stored 8D: failure, root cause, D5 actions, severity, escape, process family. */
export function eightDFacts(row: AnalysisRow): EightDFacts {
  const result = ZAnalysisResult.parse(row.analysisResult);
  const entry = result.knowledgeEntryId
    ? KNOWLEDGE_BASE.find((e) => e.id === result.knowledgeEntryId)
    : undefined;
  const domain = isDomain(row.processType) ? row.processType : entry?.domain;
  return {
    title: row.title,
    problemType: entry ? entry.name : result.problemType,
    rootCause: result.rootCause,
    recommendations: result.recommendations,
    severity: row.severity as EightDFacts['severity'],
    customerImpact: row.customerImpact,
    processWords: domain ? keyWords(PROCESS_DOMAINS[domain]) : [],
  };
}
