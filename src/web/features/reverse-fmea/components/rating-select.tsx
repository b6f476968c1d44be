import { RATINGS } from '../utils/manual-rows';

/** S/O/D chosen from 1-10 in a native dropdown (spec §2.1): arrow keys and the tablet's own picker work. */
export function RatingSelect({
  value,
  label,
  onChange,
  testId,
}: {
  /** Null: not rated yet; an empty choice is shown until a rating is picked. */
  value: number | null;
  label: string;
  onChange: (value: number) => void;
  testId?: string;
}) {
  return (
    <select
      aria-label={label}
      data-testid={testId}
      value={value ?? ''}
      aria-invalid={value === null || undefined}
      onChange={(event) => onChange(Number(event.target.value))}
      className="min-h-10 w-16 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
    >
      {value === null ? <option value="">—</option> : null}
      {RATINGS.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}
