import { eq } from 'drizzle-orm';
import {
  type TCapabilityStudy,
  type TCapabilityStudySummary,
  ZCapabilityResult,
} from '../../domain/capability/contract';
import { studyPermissions } from '../../domain/capability/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { capabilityStudies, users } from '../db/schema';

// user_id is set to null when an account is removed; the study stays, shown under this name.
const REMOVED_USER_ID = '00000000-0000-0000-0000-000000000000';
const REMOVED_USER_NAME = 'Silinmiş kullanıcı';

type StudyRow = typeof capabilityStudies.$inferSelect;

/** Columns every presentation needs besides the study's own: who saved it. */
export const authorColumns = { userFullName: users.fullName };

const blankToNull = (text: string) => (text === '' ? null : text);

/** Fields shared by the full study and its list row, with what `viewer` may do with the study. */
function presentStudyHeader(
  row: Omit<StudyRow, 'values' | 'result'>,
  userFullName: string | null,
  viewer: Viewer,
) {
  return {
    id: row.id,
    name: row.name,
    partNumber: blankToNull(row.partNumber),
    characteristic: blankToNull(row.characteristic),
    nominal: row.nominal,
    upperTolerance: row.upperTolerance,
    lowerTolerance: row.lowerTolerance,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId ?? REMOVED_USER_ID,
    userFullName: row.userId === null ? REMOVED_USER_NAME : (userFullName ?? REMOVED_USER_NAME),
    can: studyPermissions(viewer, row),
  };
}

/** A saved study with its values and the result computed when it was saved. */
export function presentStudy(row: StudyRow, userFullName: string | null, viewer: Viewer): TCapabilityStudy {
  return {
    ...presentStudyHeader(row, userFullName, viewer),
    values: row.values,
    // jsonb written by calculateCapability; parsing keeps a hand-edited row from leaking odd shapes
    result: ZCapabilityResult.parse(row.result),
  };
}

/** List row: the headline figures read from the stored result, never the values. */
export function presentSummary(
  row: Omit<StudyRow, 'values' | 'result'>,
  userFullName: string | null,
  figures: Pick<TCapabilityStudySummary, 'n' | 'cp' | 'cpk' | 'processCapability'>,
  viewer: Viewer,
): TCapabilityStudySummary {
  return { ...presentStudyHeader(row, userFullName, viewer), ...figures };
}

/** One full study by id as `viewer` sees it, or null. */
export async function getStudy(db: Db, id: string, viewer: Viewer): Promise<TCapabilityStudy | null> {
  const [row] = await db
    .select({ study: capabilityStudies, ...authorColumns })
    .from(capabilityStudies)
    .leftJoin(users, eq(users.id, capabilityStudies.userId))
    .where(eq(capabilityStudies.id, id))
    .limit(1);
  return row ? presentStudy(row.study, row.userFullName, viewer) : null;
}
