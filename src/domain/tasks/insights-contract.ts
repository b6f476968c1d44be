import { z } from 'zod';

const TASK_ACTIONS = ['created', 'updated', 'status_changed', 'hours_logged', 'assigned', 'deleted'] as const;
const ZTaskAction = z.enum(TASK_ACTIONS);
export type TTaskAction = z.infer<typeof ZTaskAction>;

/** What changed: statuses or assignee names (from/to), hours logged, names of edited fields. */
export const ZActivityDetails = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  hours: z.number().optional(),
  totalHours: z.number().optional(),
  fields: z.array(z.string()).optional(),
});
export type TActivityDetails = z.infer<typeof ZActivityDetails>;

/** One line of the activity log: who did what to which task, when. */
export const ZTaskActivity = z.object({
  id: z.string(),
  taskId: z.string().nullable(),
  taskTitle: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  action: ZTaskAction,
  details: ZActivityDetails,
  createdAt: z.string(),
});
export type TTaskActivity = z.infer<typeof ZTaskActivity>;

export const ZActivityList = z.object({ activities: z.array(ZTaskActivity) });
export type TActivityList = z.infer<typeof ZActivityList>;

export const ZActivityQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  taskId: z.uuid({ message: 'Geçersiz kimlik' }).optional(),
});

const count = z.number().int().nonnegative();

const ZUserPerformance = z.object({
  userId: z.string(),
  fullName: z.string(),
  initials: z.string(),
  role: z.string(),
  total: count,
  completed: count,
  inProgress: count,
  overdue: count,
  completionRate: z.number(),
});

/** GET /api/tasks/stats: the work dashboard, computed from the tasks table. */
export const ZTaskStats = z.object({
  totals: z.object({
    total: count,
    todo: count,
    inProgress: count,
    review: count,
    completed: count,
    overdue: count,
  }),
  completionRate: z.number().describe('completed / total, %'),
  teamPerformance: z.array(ZUserPerformance),
  weeklyProgress: z
    .array(z.object({ date: z.string(), completed: count }))
    .describe('Tasks completed per day of the current week, Monday to Sunday (plant time zone)'),
  today: z.string().describe('YYYY-MM-DD in the plant time zone (PLANT_TIME_ZONE)'),
});
export type TTaskStats = z.infer<typeof ZTaskStats>;

/**
 * One card of 'Ekip Yoğunluğu' (spec entity "Team member"), computed per user. Its current tasks are
 * loaded when the card is opened: GET /api/tasks?assignee=<id>&status=open&sort=due.
 */
const ZWorkloadMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  initials: z.string(),
  role: z.string(),
  position: z.string(),
  department: z.string(),
  totalTasks: count,
  completedTasks: count,
  inProgressTasks: count,
  overdueTasks: count,
  openTasks: count,
  remainingHours: z.number(),
  workloadPercentage: z.number().describe('open remaining hours / weekly capacity, %'),
  efficiency: z
    .number()
    .nullable()
    .describe('completed on or before the due date / completed, %; null: nothing completed'),
});
export type TWorkloadMember = z.infer<typeof ZWorkloadMember>;

export const ZTeamWorkload = z.object({
  capacityHours: z.number(),
  members: z.array(ZWorkloadMember),
  averages: z.object({
    workloadPercentage: z.number(),
    efficiency: z.number().nullable(),
    completionRate: z.number(),
  }),
  distribution: z.object({ green: count, yellow: count, orange: count, red: count }),
});
export type TTeamWorkload = z.infer<typeof ZTeamWorkload>;

const MIN_WEEKLY_CAPACITY = 1;
// The capacity is edited only here (Ekip Yoğunluğu, PUT /api/team/settings), never in the AI settings.
const MAX_WEEKLY_CAPACITY = 80;
export const CAPACITY_MESSAGE = `Haftalık kapasite ${MIN_WEEKLY_CAPACITY} ile ${MAX_WEEKLY_CAPACITY} saat arasında olmalıdır`;
export const ADMIN_ONLY_MESSAGE = 'Bu ayarı yalnızca Yönetici değiştirebilir';

export const ZTeamSettings = z.object({ weeklyCapacityHours: z.number().int() });
export type TTeamSettings = z.infer<typeof ZTeamSettings>;

export const ZUpdateTeamSettings = z.strictObject({
  weeklyCapacityHours: z
    .number({ error: CAPACITY_MESSAGE })
    .int(CAPACITY_MESSAGE)
    .min(MIN_WEEKLY_CAPACITY, CAPACITY_MESSAGE)
    .max(MAX_WEEKLY_CAPACITY, CAPACITY_MESSAGE),
});
export type TUpdateTeamSettings = z.infer<typeof ZUpdateTeamSettings>;

const ZTaskTrendWeek = z.object({
  weekStart: z.string().describe('Monday of the week, YYYY-MM-DD in the plant time zone'),
  created: count,
  completed: count,
  overdue: count.describe(
    'Open past their due day at the end of the week (due < next Monday and not completed by then); now for the current week',
  ),
});

/** GET /api/tasks/trends: created vs completed per week and overdue over time, oldest week first. */
export const ZTaskTrends = z.object({ weeks: z.array(ZTaskTrendWeek), today: z.string() });
export type TTaskTrends = z.infer<typeof ZTaskTrends>;
