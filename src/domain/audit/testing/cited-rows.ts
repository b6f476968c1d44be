import type { TFindingEvidence } from '../contract';

/** What a finding or a draft cites: its evidence and the rows it lists. */
interface Cites {
  readonly ruleId: string;
  readonly evidence: TFindingEvidence;
  readonly rows?: readonly TFindingEvidence[] | undefined;
}

/** The places a finding cites: every listed row, or its evidence when it lists none. */
export function citedPlaces(finding: Omit<Cites, 'ruleId'>): readonly TFindingEvidence[] {
  return finding.rows !== undefined && finding.rows.length > 0 ? finding.rows : [finding.evidence];
}

/** The finding of a rule that cites a file's source row, and the row's evidence. */
export function findingAtRow<T extends Cites>(
  findings: readonly T[],
  at: { readonly ruleId: string; readonly file: string; readonly row: number | null },
): { finding: T; cited: TFindingEvidence } | undefined {
  for (const finding of findings) {
    if (finding.ruleId !== at.ruleId) continue;
    const cited = citedPlaces(finding).find((p) => p.file === at.file && p.row === at.row);
    if (cited) return { finding, cited };
  }
  return undefined;
}

/** 'rule@document' of every rule that fired more than once on one document (grouping says never). */
export function repeatedPerDocument(findings: readonly Cites[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const f of findings) {
    if (f.evidence.documentId === null) continue;
    const key = `${f.ruleId}@${f.evidence.documentId}`;
    if (seen.has(key)) repeated.push(key);
    seen.add(key);
  }
  return repeated;
}
