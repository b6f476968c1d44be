import { z } from 'zod';
import { isAuthorOrAdmin, type Viewer } from '../shared/viewer';

/** What the viewer may do with one analysis; shipped with the report and every history row. */
export const ZAnalysisCan = z.object({ rate: z.boolean(), delete: z.boolean() });
export type TAnalysisCan = z.infer<typeof ZAnalysisCan>;

/**
 * Anyone signed in may rate (and re-rate) any analysis (spec); deleting is for its author, and a
 * Yönetici may delete anyone's. `userId` null: the author's account was removed.
 */
export function analysisPermissions(
  viewer: Viewer | null,
  analysis: { userId: string | null },
): TAnalysisCan {
  return { rate: viewer !== null, delete: isAuthorOrAdmin(viewer, analysis.userId) };
}

/** The same analysis with `can` recomputed for this viewer (a realtime row arrives presented for nobody). */
export function withAnalysisPermissions<T extends { userId: string; can: TAnalysisCan }>(
  viewer: Viewer | null,
  analysis: T,
): T {
  return { ...analysis, can: analysisPermissions(viewer, analysis) };
}
