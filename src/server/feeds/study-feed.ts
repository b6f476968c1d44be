import { sql } from 'drizzle-orm';
import type { TStudyFeedRow } from '../../domain/feeds/contract';
import { capabilityStudies as t } from '../db/schema';
import { oldestFirst, type FeedSource } from './feed-source';
import { userNames } from './user-names';

const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

/**
 * Every saved capability study with its headline figures: studies are shared with everyone signed in
 * (domain/capability/permissions.ts). The measurements stay in the database; only the figures leave
 * the jsonb.
 */
export const studyFeed: FeedSource<TStudyFeedRow> = {
  fileName: 'yeterlilik-calismalari',
  columns: [
    'id',
    'name',
    'partNumber',
    'characteristic',
    'nominal',
    'upperTolerance',
    'lowerTolerance',
    'n',
    'mean',
    'standardDeviation',
    'cp',
    'cpk',
    'capability',
    'author',
    'createdAt',
  ],
  async batch(db, _viewer, after, size) {
    const { rows, next } = await oldestFirst(
      db,
      t,
      {
        id: t.id,
        name: t.name,
        partNumber: t.partNumber,
        characteristic: t.characteristic,
        nominal: t.nominal,
        upperTolerance: t.upperTolerance,
        lowerTolerance: t.lowerTolerance,
        figures: sql<Record<string, unknown>>`jsonb_build_object(
          'n', ${t.result}->'n', 'mean', ${t.result}->'mean', 'sd', ${t.result}->'standardDeviation',
          'cp', ${t.result}->'cp', 'cpk', ${t.result}->'cpk',
          'capability', ${t.result}->'processCapability'->'label')`,
        userId: t.userId,
        createdAt: t.createdAt,
      },
      after,
      size,
    );
    const names = await userNames(
      db,
      rows.map((r) => r.userId),
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        partNumber: r.partNumber,
        characteristic: r.characteristic,
        nominal: r.nominal,
        upperTolerance: r.upperTolerance,
        lowerTolerance: r.lowerTolerance,
        n: num(r.figures.n),
        mean: num(r.figures.mean),
        standardDeviation: num(r.figures.sd),
        cp: num(r.figures.cp),
        cpk: num(r.figures.cpk),
        capability: typeof r.figures.capability === 'string' ? r.figures.capability : '',
        author: (r.userId && names.get(r.userId)?.fullName) || '',
        createdAt: r.createdAt.toISOString(),
      })),
      last: next,
    };
  },
};
