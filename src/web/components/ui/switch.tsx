interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  id: string;
}

/** On/off toggle (role=switch) with its label and an optional hint; the whole row is the target. */
export function Switch({ checked, onChange, label, description, id }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-10 w-16 shrink-0 items-center rounded-full p-1 transition-colors ${checked ? 'bg-blue-700' : 'bg-slate-300'}`}
      >
        <span
          className={`h-8 w-8 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-0'}`}
        />
      </button>
    </div>
  );
}
