import { knownPriority } from '../../../../domain/fmea/plan-output-csv';

/** Spec §9: high red, medium yellow, low green; anything else is shown as medium. */
export const PRIORITY_CLASSES = {
  high: { card: 'border-l-red-600', badge: 'bg-red-100 text-red-800' },
  medium: { card: 'border-l-amber-500', badge: 'bg-amber-100 text-amber-900' },
  low: { card: 'border-l-green-600', badge: 'bg-green-100 text-green-800' },
} as const;

export function priorityClasses(priority: string) {
  const known = knownPriority(priority);
  return { known, ...PRIORITY_CLASSES[known] };
}
