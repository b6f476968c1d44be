import {
  FINDING_CATEGORIES,
  type TFinding,
  type TFindingCategory,
} from '../../../../../domain/audit/contract';

export interface FindingFilter {
  category: TFindingCategory | null;
  /** The evidence's document id; null shows every document. */
  document: string | null;
}

export interface DocumentOption {
  id: string;
  name: string;
  count: number;
}

/** The documents the findings point at (by evidence), in the order first seen, with their counts. */
export function documentOptions(findings: readonly TFinding[]): DocumentOption[] {
  const byId = new Map<string, DocumentOption>();
  for (const finding of findings) {
    const { documentId, file } = finding.evidence;
    if (!documentId) continue;
    const option = byId.get(documentId);
    if (option) option.count += 1;
    else byId.set(documentId, { id: documentId, name: file ?? documentId, count: 1 });
  }
  return [...byId.values()];
}

/** Findings of the chosen category and document; the report's order (most important first) is kept. */
export function filterFindings<F extends TFinding>(findings: readonly F[], filter: FindingFilter): F[] {
  return findings.filter(
    (f) =>
      (filter.category === null || f.category === filter.category) &&
      (filter.document === null || f.evidence.documentId === filter.document),
  );
}

/** A URL value that names a category, or null (an edited link shows every finding, not nothing). */
export function parseCategory(value: string | null): TFindingCategory | null {
  return FINDING_CATEGORIES.find((c) => c === value) ?? null;
}
