import type { TPlanPriority } from '../contract';
import type { TTimelineDays } from '../settings-contract';

/** Days from the plan to the action's due date, by priority (settings; defaults 30 / 60 / 90). */
export function timelineFor(priority: TPlanPriority, days: TTimelineDays): { days: number; text: string } {
  const value = days[priority];
  return { days: value, text: `${value} gün` };
}
