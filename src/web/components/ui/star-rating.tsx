import { Star } from 'lucide-react';

interface Props {
  /** 0 = not rated. */
  value: number;
  /** Without it the stars are display only. */
  onChange?: (rating: number) => void;
  /** Accessible name of the group, e.g. 'Puan'. */
  label: string;
  /** Name of one star button, e.g. (4) => '4 yıldız'. */
  starLabel: (rating: number) => string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  testId?: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** 1-5 stars; interactive stars are buttons with a 40 px touch target and aria-pressed. */
export function StarRating({
  value,
  onChange,
  label,
  starLabel,
  size = 'md',
  disabled = false,
  testId,
}: Props) {
  const icon = size === 'sm' ? 'h-4 w-4' : 'h-6 w-6';
  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={`${label}: ${starLabel(value)}`}
        className="inline-flex items-center gap-0.5"
        data-testid={testId}
      >
        {STARS.map((n) => (
          <Star
            key={n}
            aria-hidden
            className={`${icon} ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
          />
        ))}
      </span>
    );
  }
  return (
    <span role="group" aria-label={label} className="inline-flex items-center" data-testid={testId}>
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          disabled={disabled}
          aria-pressed={n <= value}
          aria-label={starLabel(n)}
          className={`inline-flex min-h-10 items-center justify-center rounded-md disabled:cursor-wait ${size === 'sm' ? 'min-w-8' : 'min-w-10'} hover:bg-amber-50`}
        >
          <Star
            aria-hidden
            className={`${icon} ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
          />
        </button>
      ))}
    </span>
  );
}
