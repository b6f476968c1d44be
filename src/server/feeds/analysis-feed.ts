import { DEPARTMENT_LABELS, PROBLEM_CATEGORY_LABELS, SEVERITY_LABELS } from '../../domain/analyses/contract';
import type { TAnalysisFeedRow } from '../../domain/feeds/contract';
import { aiAnalyses } from '../db/schema';
import { oldestFirst, type FeedSource } from './feed-source';
import { userNames } from './user-names';

const label = (labels: Readonly<Record<string, string>>, code: string) => labels[code] ?? code;

/**
 * Every 8D analysis: the report history shows everyone's analyses to everyone signed in
 * (domain/analyses/permissions.ts), so the feed holds the same rows. The report text itself (root
 * causes, actions) stays out: the feed carries what a dashboard counts.
 */
export const analysisFeed: FeedSource<TAnalysisFeedRow> = {
  fileName: '8d-analizleri',
  columns: [
    'id',
    'title',
    'category',
    'categoryLabel',
    'severity',
    'severityLabel',
    'department',
    'departmentLabel',
    'discoveryDate',
    'confidence',
    'rating',
    'status',
    'author',
    'createdAt',
    'updatedAt',
  ],
  async batch(db, _viewer, after, size) {
    const { rows, next } = await oldestFirst(
      db,
      aiAnalyses,
      {
        id: aiAnalyses.id,
        title: aiAnalyses.title,
        category: aiAnalyses.category,
        severity: aiAnalyses.severity,
        department: aiAnalyses.department,
        discoveryDate: aiAnalyses.discoveryDate,
        confidence: aiAnalyses.confidence,
        rating: aiAnalyses.rating,
        status: aiAnalyses.status,
        userId: aiAnalyses.userId,
        createdAt: aiAnalyses.createdAt,
        updatedAt: aiAnalyses.updatedAt,
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
        title: r.title,
        category: r.category,
        categoryLabel: label(PROBLEM_CATEGORY_LABELS, r.category),
        severity: r.severity,
        severityLabel: label(SEVERITY_LABELS, r.severity),
        department: r.department,
        departmentLabel: label(DEPARTMENT_LABELS, r.department),
        discoveryDate: r.discoveryDate,
        confidence: r.confidence,
        rating: r.rating,
        status: r.status,
        author: (r.userId && names.get(r.userId)?.fullName) || '',
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      last: next,
    };
  },
};
