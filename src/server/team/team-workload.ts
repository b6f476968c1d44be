import { count, eq, sql } from 'drizzle-orm';
import { avatarInitials } from '../../domain/shared/initials';
import type { TTeamWorkload, TWorkloadMember } from '../../domain/tasks/insights-contract';
import {
  completionRate,
  efficiency,
  roundedMean,
  workloadBand,
  workloadPercentage,
} from '../../domain/tasks/progress';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { zonedDate } from '../../domain/tasks/work-calendar';
import type { Db } from '../db/database';
import { tasks, users } from '../db/schema';
import { readTeamSettings } from './team-settings';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${tasks.id}) filter (where ${condition})`.mapWith(Number);

/**
 * 'Ekip Yoğunluğu': one card per user, computed from the tasks assigned to them in a single grouped
 * query (the cards' task lists are fetched when a card is opened, so 200 cards stay a small answer).
 */
export async function teamWorkload(db: Db, now: Date = new Date()): Promise<TTeamWorkload> {
  const today = zonedDate(now);
  const { weeklyCapacityHours } = await readTeamSettings(db);
  const open = sql`${tasks.status} <> 'completed'`;
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      role: users.role,
      position: users.position,
      department: users.department,
      totalTasks: count(tasks.id),
      completedTasks: countWhere(sql`${tasks.status} = 'completed'`),
      inProgressTasks: countWhere(sql`${tasks.status} = 'in_progress'`),
      overdueTasks: countWhere(sql`${open} and ${tasks.dueDate} < ${today}`),
      openTasks: countWhere(open),
      remainingHours:
        sql<number>`coalesce(sum(greatest(${tasks.estimatedHours} - ${tasks.completedHours}, 0)) filter (where ${open}), 0)`.mapWith(
          Number,
        ),
      // On time = completed before the end of the due day, Istanbul time (the tz database does DST right).
      onTime: countWhere(
        sql`${tasks.status} = 'completed' and ${tasks.completedAt} < ((${tasks.dueDate} + 1)::timestamp at time zone ${plantTimeZone()})`,
      ),
    })
    .from(users)
    .leftJoin(tasks, eq(tasks.assigneeId, users.id))
    .groupBy(users.id)
    .orderBy(users.fullName);

  const members: TWorkloadMember[] = rows.map(({ onTime, ...r }) => ({
    ...r,
    initials: avatarInitials(r.fullName),
    remainingHours: Math.round(r.remainingHours * 10) / 10,
    workloadPercentage: workloadPercentage(r.remainingHours, weeklyCapacityHours),
    efficiency: efficiency(onTime, r.completedTasks),
  }));
  const distribution = { green: 0, yellow: 0, orange: 0, red: 0 };
  for (const m of members) {
    const band = workloadBand(m.workloadPercentage);
    if (band !== 'blue') distribution[band]++;
  }
  const withTasks = members.filter((m) => m.totalTasks > 0);
  return {
    capacityHours: weeklyCapacityHours,
    members,
    averages: {
      workloadPercentage: roundedMean(members.map((m) => m.workloadPercentage)) ?? 0,
      efficiency: roundedMean(members.flatMap((m) => (m.efficiency === null ? [] : [m.efficiency]))),
      completionRate: roundedMean(withTasks.map((m) => completionRate(m.completedTasks, m.totalTasks))) ?? 0,
    },
    distribution,
  };
}
