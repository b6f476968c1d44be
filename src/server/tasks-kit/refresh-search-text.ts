import { eq } from 'drizzle-orm';
import { taskSearchText } from '../../domain/tasks/task-filter';
import type { Db } from '../db/database';
import { tasks, users } from '../db/schema';

/**
 * A user renamed themself: their tasks' search text carries the assignee's name, so it is written
 * again ("Ali Kaya" must find the tasks of the renamed Ali Kaya). Renames are rare; one row at a time.
 */
export async function refreshAssigneeSearchText(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const rows = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        description: tasks.description,
        category: tasks.category,
        tags: tasks.tags,
        searchText: tasks.searchText,
      })
      .from(tasks)
      .where(eq(tasks.assigneeId, userId));
    for (const row of rows) {
      const searchText = taskSearchText({ ...row, assigneeName: user.fullName });
      if (searchText !== row.searchText)
        await tx.update(tasks).set({ searchText }).where(eq(tasks.id, row.id));
    }
  });
}
