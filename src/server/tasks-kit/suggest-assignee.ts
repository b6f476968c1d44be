import { and, eq } from 'drizzle-orm';
import { trLower } from '../../domain/shared/turkish-text';
import type { TTeamWorkload, TWorkloadMember } from '../../domain/tasks/insights-contract';
import { workloadPercentage } from '../../domain/tasks/progress';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { teamWorkload } from './team-workload';

/** Who the workload suggests for a department's new task, and why (the figures the team board shows). */
export interface AssigneeSuggestion {
  userId: string;
  fullName: string;
  department: string;
  /** Open remaining hours / weekly capacity, % — including tasks suggested earlier in the same batch. */
  workloadPercentage: number;
  remainingHours: number;
  openTasks: number;
  /** 'role': chosen among the holders of the requested role (position); 'department': the department's. */
  basis: 'role' | 'department';
}

const sameDepartment = (a: string, b: string) => trLower(a.trim()) === trLower(b.trim());
const byName = new Intl.Collator('tr-TR');

/**
 * Picks, for each requested department, the least-loaded active member: fewest open remaining hours
 * (what 'Ekip Yoğunluğu' measures), then fewest open tasks, then Turkish name order. Each pick adds
 * `hoursPerTask` to that person, so a batch of tasks for one department is spread over its members
 * instead of all landing on the same person. Null for a department with no active member. Pure.
 * With `roles`, a request that names a role is first offered to the active holders of that position
 * (whatever their department); only when nobody holds it does the department decide.
 * @internal
 */
export function pickAssignees(
  workload: Pick<TTeamWorkload, 'capacityHours' | 'members'>,
  activeUserIds: ReadonlySet<string>,
  departments: readonly string[],
  hoursPerTask = 0,
  roles: readonly (string | null)[] = [],
): (AssigneeSuggestion | null)[] {
  const load = new Map<string, { hours: number; tasks: number }>();
  const loadOf = (m: TWorkloadMember) =>
    load.get(m.userId) ?? { hours: m.remainingHours, tasks: m.openTasks };
  const lessLoaded = (m: TWorkloadMember, than: TWorkloadMember): boolean => {
    const a = loadOf(m);
    const b = loadOf(than);
    if (a.hours !== b.hours) return a.hours < b.hours;
    if (a.tasks !== b.tasks) return a.tasks < b.tasks;
    return byName.compare(m.fullName, than.fullName) < 0;
  };
  return departments.map((department, index) => {
    const active = workload.members.filter((m) => activeUserIds.has(m.userId));
    const role = roles[index] ?? null;
    const holders = role === null ? [] : active.filter((m) => sameDepartment(m.position, role));
    const basis = holders.length > 0 ? 'role' : 'department';
    const candidates =
      basis === 'role' ? holders : active.filter((m) => sameDepartment(m.department, department));
    let best: TWorkloadMember | undefined;
    for (const m of candidates) if (!best || lessLoaded(m, best)) best = m;
    if (!best) return null;
    const current = loadOf(best);
    const next = { hours: current.hours + hoursPerTask, tasks: current.tasks + 1 };
    load.set(best.userId, next);
    return {
      userId: best.userId,
      fullName: best.fullName,
      department: best.department,
      workloadPercentage: workloadPercentage(current.hours, workload.capacityHours),
      remainingHours: Math.round(current.hours * 10) / 10,
      openTasks: current.tasks,
      basis,
    };
  });
}

/**
 * Suggested assignees for new tasks of the given departments, in order, from the same workload
 * computation as the team board (team-workload.ts). Used when plan items become tasks (Reverse FMEA).
 */
export async function suggestAssignees(
  db: Db,
  departments: readonly string[],
  options: { hoursPerTask?: number; now?: Date; roles?: readonly (string | null)[] } = {},
): Promise<(AssigneeSuggestion | null)[]> {
  if (departments.length === 0) return [];
  const [workload, active] = await Promise.all([
    teamWorkload(db, options.now),
    // An account awaiting approval cannot even read its tasks: never suggested.
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.active, true), eq(users.approved, true))),
  ]);
  return pickAssignees(
    workload,
    new Set(active.map((u) => u.id)),
    departments,
    options.hoursPerTask,
    options.roles,
  );
}
