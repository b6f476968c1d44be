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
  /** How long the dashboard waits for a report frame (POWERBI_LOAD_TIMEOUT_SECONDS) before it stops the spinner. */
  loadTimeoutMs: z.number().int().positive(),
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
  /**
   * The small weekly trend under each figure, the current plant week last: the task total and the
   * completion rate at each week's end (from the trigger-kept daily counts), 8D analyses started in
   * each week, and the Cpk of the latest saved studies (oldest first, at most DEMO_TREND_WEEKS).
   */
  trend: z.object({
    weekStarts: z.array(z.string()),
    totalTasks: z.array(z.number().int()),
    completionRate: z.array(z.number()),
    startedAnalyses: z.array(z.number().int()),
    cpk: z.array(z.number()),
  }),
  computedAt: z.string(),
});
export type TDemoFigures = z.infer<typeof ZDemoFigures>;

/** How many plant weeks the demo's trends cover. */
export const DEMO_TREND_WEEKS = 8;
