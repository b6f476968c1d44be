import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CandidateLine, EightDFacts } from '../../../domain/fmea/eight-d/propose-changes';
import { keyWords } from '../../../domain/fmea/eight-d/propose-changes';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/folded-search';
import { fmeas } from '../../db/schema-fmea';
import { fmeaLines } from '../../db/schema-fmea-lines';
import type { LineContent } from '../lines/line-columns';

/** Lines read when no FMEA is named: enough for the ten best matches, never the whole plant's FMEAs. */
const MAX_CANDIDATES = 2000;

/**
 * The lines an 8D may concern: every line of the named FMEA, or, with none named, the lines of any FMEA
 * whose folded step/failure/cause text holds a word of the failure (its first four letters: the stem before a softened consonant).
 */
export async function candidateLines(
  db: Db,
  facts: EightDFacts,
  fmeaId: string | null,
): Promise<CandidateLine[]> {
  let where: SQL | undefined;
  if (fmeaId) where = eq(fmeaLines.fmeaId, fmeaId);
  else {
    const words =
      keyWords(facts.problemType).length > 0 ? keyWords(facts.problemType) : keyWords(facts.title);
    if (words.length === 0) return [];
    where = or(...words.map((w) => sql`${fmeaLines.searchText} like ${`%${escapeLike(w.slice(0, 4))}%`}`));
  }
  const rows = await db
    .select({
      fmeaId: fmeaLines.fmeaId,
      id: fmeaLines.id,
      content: fmeaLines.content,
      severity: fmeaLines.severity,
      occurrence: fmeaLines.occurrence,
      detection: fmeaLines.detection,
      fmeaText: fmeas.searchText,
    })
    .from(fmeaLines)
    .innerJoin(fmeas, eq(fmeas.id, fmeaLines.fmeaId))
    .where(and(eq(fmeas.ready, true), where))
    .orderBy(fmeaLines.fmeaId, fmeaLines.position)
    .limit(fmeaId ? 100_000 : MAX_CANDIDATES);
  return rows.map((row) => {
    const content = row.content as LineContent;
    return {
      fmeaId: row.fmeaId,
      id: row.id,
      processStep: content.processStep,
      potentialFailure: content.potentialFailure,
      causes: content.causes,
      preventionControls: content.preventionControls,
      severity: row.severity,
      occurrence: row.occurrence,
      detection: row.detection,
      fmeaText: row.fmeaText,
    };
  });
}
