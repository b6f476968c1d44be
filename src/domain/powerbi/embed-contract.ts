import { z } from 'zod';
import { ZEmbedConfig } from './embed-config';

/**
 * GET/PUT /api/powerbi/user-config: the signed-in user's own dashboard configuration, so the same
 * user finds it in another browser. The access token in it is the one this user pasted: it is
 * answered to this user only (no user id in the URL, the session decides).
 */
export const ZEmbedUserConfig = z.object({
  config: ZEmbedConfig.nullable(),
  updatedAt: z.string().nullable(),
});
export type TEmbedUserConfig = z.infer<typeof ZEmbedUserConfig>;

/**
 * GET /api/powerbi/demo-figures: what the demo placeholder shows, computed from this installation's
 * database (never the prototype's fixed 127 tasks / 89 %).
 */
export const ZDemoFigures = z.object({
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  /** completed / total, whole %, as the work dashboard rounds it; 0 with no tasks. */
  completionRate: z.number(),
  /** 8D analyses whose status is 'in_progress'. */
  openAnalyses: z.number().int(),
  /** The newest saved capability study; null when none is saved. */
  lastCpk: z.object({ value: z.number(), studyName: z.string(), createdAt: z.string() }).nullable(),
  computedAt: z.string(),
});
export type TDemoFigures = z.infer<typeof ZDemoFigures>;
