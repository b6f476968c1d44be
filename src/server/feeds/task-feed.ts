import type { TTaskFeedRow } from '../../domain/feeds/contract';
import { PRIORITY_LABELS, STATUS_LABELS } from '../../domain/tasks/contract';
import { tasks } from '../db/schema';
import { oldestFirst, iso, type FeedSource } from './feed-source';
import { userNames } from './user-names';

/**
 * Every task: everyone signed in sees every task (domain/tasks/permissions.ts), so a user's feed
 * holds the same rows as the task list shows that user.
 */
export const taskFeed: FeedSource<TTaskFeedRow> = {
  fileName: 'gorevler',
  columns: [
    'id',
    'title',
    'status',
    'statusLabel',
    'priority',
    'priorityLabel',
    'category',
    'assignee',
    'assigneeDepartment',
    'createdBy',
    'dueDate',
    'createdAt',
    'completedAt',
    'estimatedHours',
    'completedHours',
    'tags',
  ],
  async batch(db, _viewer, after, size) {
    const { rows, next } = await oldestFirst(
      db,
      tasks,
      {
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        priority: tasks.priority,
        category: tasks.category,
        assigneeId: tasks.assigneeId,
        createdById: tasks.createdBy,
        dueDate: tasks.dueDate,
        createdAt: tasks.createdAt,
        completedAt: tasks.completedAt,
        estimatedHours: tasks.estimatedHours,
        completedHours: tasks.completedHours,
        tags: tasks.tags,
      },
      after,
      size,
    );
    const names = await userNames(db, [...rows.map((r) => r.assigneeId), ...rows.map((r) => r.createdById)]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        statusLabel: STATUS_LABELS[r.status],
        priority: r.priority,
        priorityLabel: PRIORITY_LABELS[r.priority],
        category: r.category,
        assignee: names.get(r.assigneeId)?.fullName ?? '',
        assigneeDepartment: names.get(r.assigneeId)?.department ?? '',
        createdBy: (r.createdById && names.get(r.createdById)?.fullName) || '',
        dueDate: r.dueDate,
        createdAt: r.createdAt.toISOString(),
        completedAt: iso(r.completedAt),
        estimatedHours: r.estimatedHours,
        completedHours: r.completedHours,
        tags: r.tags.join(', '),
      })),
      last: next,
    };
  },
};
