import { knownPriority } from '../../../../domain/fmea/plan-output-csv';

/** Spec §9: high red, medium yellow, low green; anything else is shown as medium. */
export const PRIORITY_CLASSES = {
  high: {
    card: 'border-l-red-600',
    badge: 'bg-red-100 text-red-800',
    dot: 'bg-red-600',
    chip: 'border-red-300 text-red-800 aria-pressed:bg-red-100 aria-pressed:border-red-600',
  },
  medium: {
    card: 'border-l-amber-500',
    badge: 'bg-amber-100 text-amber-900',
    dot: 'bg-amber-500',
    chip: 'border-amber-300 text-amber-900 aria-pressed:bg-amber-100 aria-pressed:border-amber-500',
  },
  low: {
    card: 'border-l-green-600',
    badge: 'bg-green-100 text-green-800',
    dot: 'bg-green-600',
    chip: 'border-green-300 text-green-800 aria-pressed:bg-green-100 aria-pressed:border-green-600',
  },
} as const;

export function priorityClasses(priority: string) {
  const known = knownPriority(priority);
  return { known, ...PRIORITY_CLASSES[known] };
}

export type KnownPriority = ReturnType<typeof priorityClasses>['known'];
export const PRIORITIES: readonly KnownPriority[] = ['high', 'medium', 'low'];
