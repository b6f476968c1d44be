import type { TFinding } from '../../../domain/audit/contract';
import { runAudit } from '../../../domain/audit/run-audit';
import { citedPlaces } from '../../../domain/audit/testing/cited-rows';
import { buildLinkedSet } from '../../../domain/audit/testing/linked-set';
import { mulberry32 } from '../../../domain/shared/mulberry32';
import { DEFECT_IDS, DEFECTS, otherPartPlan, type Planted, workSet } from './precision-defects';
import { type Shape, shapeSet, SHAPES } from './precision-shapes';

/**
 * One seed of the precision test: a linked set in one shape and language, audited as its clean
 * twin, once per planted defect, and with the control plan of another part.
 */
export interface PrecisionOutcome {
  readonly seed: number;
  readonly shape: Shape;
  readonly lang: 'tr' | 'en';
  readonly planted: number;
  readonly found: number;
  /** Planted defects not found with the right rule, document and row. */
  readonly missed: readonly string[];
  /** Findings on the clean twin ('rule @file:row'), the shape's note aside. */
  readonly cleanFindings: readonly string[];
  /** The shape's note on the clean twin (SHAPE_NOTES): 1 for revision sheets, else 0. */
  readonly cleanNotes: number;
  /** Findings of the two-part set; exactly one set-family-mismatch is right. */
  readonly familyFindings: readonly string[];
}

/**
 * The note a workbook of revision sheets always carries: `doc-revision-sheets` (an observation)
 * names the sheet audited and that older revisions stand in the file. It is the shape's, not a
 * finding about the plan, so it is counted apart (exactly one on each such twin, see the test).
 */
const SHAPE_NOTES: Readonly<Partial<Record<Shape, string>>> = { 'revision-sheets': 'doc-revision-sheets' };

const describe = (f: TFinding) => `${f.ruleId} @${f.evidence.file}:${f.evidence.row ?? '-'}`;

/** Whether a finding of the planted rule cites the planted document and row. */
export function foundPlanted(
  findings: readonly TFinding[],
  file: string,
  row: number | null,
  ruleId: string,
) {
  return findings.some(
    (f) =>
      f.ruleId === ruleId &&
      (row === null
        ? // A document-level finding names the document; the family finding lists each document.
          f.evidence.file === file || citedPlaces(f).some((p) => p.file === file)
        : citedPlaces(f).some((p) => p.file === file && p.row === row)),
  );
}

function shapeOf(seed: number): { shape: Shape; lang: 'tr' | 'en' } {
  return {
    shape: SHAPES[seed % SHAPES.length]!,
    lang: Math.floor(seed / SHAPES.length) % 2 === 0 ? 'tr' : 'en',
  };
}

async function audit(seed: number, plant: (w: ReturnType<typeof workSet>) => Planted | null) {
  const { shape, lang } = shapeOf(seed);
  const w = workSet(buildLinkedSet(lang, { defects: false }));
  const planted = plant(w);
  const shaped = await shapeSet(w, shape, lang, seed);
  const all = runAudit(shaped.documents).findings;
  const findings = all.filter((f) => f.ruleId !== SHAPE_NOTES[shape]);
  return { shaped, planted, findings, notes: all.length - findings.length };
}

export async function checkPrecision(seed: number): Promise<PrecisionOutcome> {
  const { shape, lang } = shapeOf(seed);
  const clean = await audit(seed, () => null);
  const missed: string[] = [];
  let found = 0;
  for (const [i, id] of DEFECT_IDS.entries()) {
    // Each defect draws its row from its own stream, so adding a defect leaves the others' rows.
    const rng = mulberry32(seed * 101 + i);
    const { shaped, planted, findings } = await audit(seed, (w) => DEFECTS[id]!(w, rng));
    const p = planted!;
    const row = p.row === null ? null : (shaped.rowOf(p.doc, p.row) ?? -1);
    const file = shaped.file[p.doc];
    if (foundPlanted(findings, file, row, p.ruleId)) found += 1;
    else
      missed.push(`${id}: want ${p.ruleId} @${file}:${row ?? '-'}; got ${findings.map(describe).join(', ')}`);
  }
  const family = await audit(seed, (w) => {
    otherPartPlan(w, lang);
    return null;
  });
  return {
    seed,
    shape,
    lang,
    planted: DEFECT_IDS.length,
    found,
    missed,
    cleanFindings: clean.findings.map(describe),
    cleanNotes: clean.notes,
    familyFindings: family.findings.map(describe),
  };
}

/** Whether the two-part set gave exactly one finding, the family finding. */
export const familyRight = (o: PrecisionOutcome) =>
  o.familyFindings.length === 1 && o.familyFindings[0]!.startsWith('set-family-mismatch ');
