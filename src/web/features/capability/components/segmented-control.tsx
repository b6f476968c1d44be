interface Option<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  testId?: string;
}

/** A small radio group drawn as joined buttons (input mode, measurement source). */
export function SegmentedControl<T extends string>({ label, value, options, onChange, testId }: Props<T>) {
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId}>
      <p className="mb-1 text-sm font-medium text-slate-800">{label}</p>
      <div className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-slate-50 p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            onClick={() => onChange(option.value)}
            className={`min-h-10 rounded-md px-3 text-sm font-medium ${option.value === value ? 'bg-blue-700 text-white shadow-sm' : 'text-slate-700 hover:bg-white'}`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
