import { count, inArray, sql } from 'drizzle-orm';
import { buildAnalysisReport } from '../../domain/analyses/build-report';
import { searchProblemReport } from '../../domain/analyses/knowledge/search';
import { plantDate } from '../../domain/shared/plant-date';
import { usernameKey } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { aiAnalyses, users } from '../db/schema';
import { readOrgSettings } from '../org-kit/org-settings-store';
import { analysisSearchText } from './create-analysis';
import { DEMO_PROBLEMS } from './demo-problems';

const DAY_MS = 86_400_000;
// Serialises seeding across server instances starting together on one database.
const SEED_LOCK = 82_041_001;

/** Demo mode: sample analyses made by the real pipeline (knowledge search + report builder), once, on an empty table. */
export async function seedDemoAnalyses(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(aiAnalyses);
    if ((existing?.n ?? 0) > 0) return;
    const keys = [...new Set(DEMO_PROBLEMS.map((d) => usernameKey(d.username)))];
    const authors = await tx
      .select({ id: users.id, key: users.usernameKey })
      .from(users)
      .where(inArray(users.usernameKey, keys));
    const idOf = new Map(authors.map((a) => [a.key, a.id]));
    const { confidenceThreshold, analysisDepth } = await readOrgSettings(tx);
    const rows = DEMO_PROBLEMS.map((demo, index) => {
      // A few minutes apart within the day, so the order is stable even for equal days.
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - index * 60_000);
      const problem = { ...demo.problem, discoveryDate: plantDate(createdAt) };
      const matches = searchProblemReport(problem);
      const result = buildAnalysisReport(problem, matches, { confidenceThreshold, depth: analysisDepth });
      return {
        ...problem,
        userId: idOf.get(usernameKey(demo.username)) ?? null,
        analysisResult: result,
        confidence: result.confidence,
        rating: demo.rating,
        status: demo.status,
        searchText: analysisSearchText(problem, result.problemType),
        createdAt,
        updatedAt: createdAt,
      };
    });
    await tx.insert(aiAnalyses).values(rows);
  });
}
