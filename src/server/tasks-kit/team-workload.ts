import { avatarInitials } from '../../domain/shared/initials';
import type { TTeamWorkload, TWorkloadMember } from '../../domain/tasks/insights-contract';
import {
  completionRate,
  efficiency,
  roundedMean,
  workloadBand,
  workloadPercentage,
} from '../../domain/tasks/progress';
import { zonedDate } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { countsPerUser } from './task-counters';
import { readTeamSettings } from './team-settings';

/**
 * 'Ekip Yoğunluğu': one card per user, computed from the per-status task counters
 * (task-counters.ts) (the cards' task lists are fetched when a card is opened, so 200 cards stay a small answer).
 */
export async function teamWorkload(db: Db, now: Date = new Date()): Promise<TTeamWorkload> {
  const { weeklyCapacityHours } = await readTeamSettings(db);
  const rows = await countsPerUser(db, zonedDate(now));
  // Who each person is (position under the name, department on the card): one small read beside the counters.
  const people = new Map(
    (
      await db.select({ id: users.id, position: users.position, department: users.department }).from(users)
    ).map((p) => [p.id, p]),
  );
  const members: TWorkloadMember[] = rows.map((r) => ({
    userId: r.userId,
    fullName: r.fullName,
    role: r.role,
    position: people.get(r.userId)?.position ?? '',
    department: people.get(r.userId)?.department ?? '',
    initials: avatarInitials(r.fullName),
    totalTasks: r.total,
    completedTasks: r.completed,
    inProgressTasks: r.inProgress,
    overdueTasks: r.overdue,
    openTasks: r.total - r.completed,
    remainingHours: Math.round(r.remainingHours * 10) / 10,
    workloadPercentage: workloadPercentage(r.remainingHours, weeklyCapacityHours),
    // On time = completed before the end of the due day, plant time (counted by the counter trigger).
    efficiency: efficiency(r.onTime, r.completed),
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
