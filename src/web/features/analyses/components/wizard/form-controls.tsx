import { DateInput } from '../../../../components/ui/form/date-input';
import { Field } from '../../../../components/ui/form/field';
import { Input } from '../../../../components/ui/form/input';
import { Select as KitSelect } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';

// The wizard keeps its values in its own state (steps, the saved draft), so these are the kit's
// controls bound to a value and a setter rather than to react-hook-form.

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
}

const labelOf = (label: string, required?: boolean) =>
  required ? (
    <>
      {label}
      <span className="ml-0.5 text-red-700" aria-hidden>
        *
      </span>
    </>
  ) : (
    label
  );

export function TextInput({
  type = 'text',
  maxLength,
  placeholder,
  ...p
}: BaseProps & { type?: 'text' | 'date'; maxLength?: number; placeholder?: string }) {
  return (
    <Field id={p.id} label={labelOf(p.label, p.required)} hint={p.hint}>
      {type === 'date' ? (
        <DateInput value={p.value} onChange={p.onChange} required={p.required} />
      ) : (
        <Input
          value={p.value}
          maxLength={maxLength}
          placeholder={placeholder}
          required={p.required}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TextArea({
  maxLength,
  placeholder,
  rows = 4,
  ...p
}: BaseProps & { maxLength?: number; placeholder?: string; rows?: number }) {
  return (
    <Field id={p.id} label={labelOf(p.label, p.required)} hint={p.hint}>
      <Textarea
        value={p.value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={p.required}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Field>
  );
}

export function Select<T extends string>({
  options,
  placeholder,
  ...p
}: BaseProps & { options: readonly { value: T; label: string }[]; placeholder?: string }) {
  return (
    <Field id={p.id} label={labelOf(p.label, p.required)} hint={p.hint}>
      <KitSelect value={p.value} required={p.required} onChange={(e) => p.onChange(e.target.value)}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </KitSelect>
    </Field>
  );
}
