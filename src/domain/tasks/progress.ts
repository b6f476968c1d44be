/** Colour names shared by the progress, workload and efficiency bands (the screens map them to classes). */
export type TBand = 'red' | 'orange' | 'yellow' | 'blue' | 'green';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Spec: progress = completed hours / estimated hours, in percent, 0…100 (overrun shows as 100). */
export function taskProgress(completedHours: number, estimatedHours: number): number {
  if (!(estimatedHours > 0)) return 0;
  return clamp(Math.round((completedHours / estimatedHours) * 100), 0, 100);
}

/** Spec bands at 25, 50, 70, 90: red below 25, orange, yellow, blue, green from 90. */
export function progressBand(progress: number): TBand {
  if (progress >= 90) return 'green';
  if (progress >= 70) return 'blue';
  if (progress >= 50) return 'yellow';
  if (progress >= 25) return 'orange';
  return 'red';
}

/**
 * Workload = open estimated hours minus hours already completed on them, against the weekly
 * capacity (default 40 h), in percent, rounded; can exceed 100 when someone is over-booked.
 */
export function workloadPercentage(openRemainingHours: number, weeklyCapacityHours: number): number {
  if (!(weeklyCapacityHours > 0)) return 0;
  return Math.round((Math.max(0, openRemainingHours) / weeklyCapacityHours) * 100);
}

/** Spec workload bands: ≥90 red, ≥70 orange, ≥50 yellow, else green. */
export function workloadBand(workload: number): TBand {
  if (workload >= 90) return 'red';
  if (workload >= 70) return 'orange';
  if (workload >= 50) return 'yellow';
  return 'green';
}

/** Efficiency = share of completed tasks finished on or before the due date, %; null with none completed. */
export function efficiency(completedOnTime: number, completed: number): number | null {
  if (completed <= 0) return null;
  return Math.round((clamp(completedOnTime, 0, completed) / completed) * 100);
}

/** Spec efficiency bands at 90, 80, 70: green, blue, yellow, red below 70. */
export function efficiencyBand(value: number): TBand {
  if (value >= 90) return 'green';
  if (value >= 80) return 'blue';
  if (value >= 70) return 'yellow';
  return 'red';
}

/** Completed tasks among all, in percent (0 with no tasks). */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** Mean of the values, rounded; null for an empty list. */
export function roundedMean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round(values.reduce((s, v) => s + v, 0) / values.length);
}
