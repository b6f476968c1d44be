// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n, { addFeatureTranslations, changeLanguage } from '../../../lib/i18n';
import { DateInput } from './date-input';
import { Field } from './field';
import { Form } from './form';
import { Input } from './input';
import { NumberInput } from './number-input';
import { Select } from './select';
import { registerValidationMessages } from './error-text';

const MESSAGES = { required: 'Ad gereklidir', hours: 'Süre 1 ile 200 arasında olmalıdır' };
const ZExample = z.object({
  name: z.string().trim().min(1, MESSAGES.required),
  hours: z
    .string()
    .transform((t) => Number(t.replace(',', '.')))
    .pipe(z.number().min(1, MESSAGES.hours).max(200, MESSAGES.hours)),
  due: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih girin'),
  kind: z.enum(['a', 'b']),
});
type In = z.input<typeof ZExample>;
type Out = z.output<typeof ZExample>;

function Example({ onValid }: { onValid: (v: Out) => void }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZExample),
    defaultValues: { name: '', hours: '8', due: '', kind: 'a' },
  });
  const e = form.formState.errors;
  return (
    <Form form={form} onValid={onValid} aria-label="example">
      <Field label="Ad" error={e.name?.message}>
        <Input {...form.register('name')} />
      </Field>
      <Field label="Süre" error={e.hours?.message} hint="saat">
        <Controller control={form.control} name="hours" render={({ field }) => <NumberInput {...field} />} />
      </Field>
      <Field label="Tarih" error={e.due?.message}>
        <Controller control={form.control} name="due" render={({ field }) => <DateInput {...field} />} />
      </Field>
      <Field label="Tür">
        <Select {...form.register('kind')}>
          <option value="a">A</option>
          <option value="b">B</option>
        </Select>
      </Field>
      <button type="submit">Kaydet</button>
    </Form>
  );
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  registerValidationMessages('example', MESSAGES);
  addFeatureTranslations(
    'example',
    { validation: MESSAGES },
    { validation: { required: 'Name is required', hours: 'Hours must be 1 to 200' } },
  );
});
afterEach(async () => {
  cleanup();
  await changeLanguage('tr');
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await new Promise((r) => setTimeout(r, 10));
  });
};

describe('form kit', () => {
  it('shows the message under the control, marks it invalid and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await submit();
    const name = screen.getByLabelText('Ad');
    expect(onValid).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Ad gereklidir');
    expect(document.activeElement).toBe(name);
    // the hint stays described next to the error
    const hours = screen.getByLabelText('Süre');
    expect(hours.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(hours.getAttribute('aria-describedby') ?? '')?.textContent).toBe('saat');
  });

  it('accepts a decimal comma, reads a day-first date and submits the parsed values', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Pres' } });
    fireEvent.change(screen.getByLabelText('Süre'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Tarih'), { target: { value: '03.11.2026' } });
    fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'b' } });
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Pres', hours: 12.5, due: '2026-11-03', kind: 'b' });
  });

  it('NumberInput shows the Turkish decimal comma after a point was typed', () => {
    render(<Example onValid={vi.fn()} />);
    const hours = screen.getByLabelText<HTMLInputElement>('Süre');
    fireEvent.change(hours, { target: { value: '7.5' } });
    fireEvent.blur(hours);
    expect(hours.value).toBe('7,5');
  });

  it('an impossible date stays as typed and is rejected by the schema', async () => {
    render(<Example onValid={vi.fn()} />);
    const due = screen.getByLabelText<HTMLInputElement>('Tarih');
    expect(due.placeholder).toBe('gg.aa.yyyy');
    fireEvent.change(due, { target: { value: '31.02.2026' } });
    await submit();
    expect(due.value).toBe('31.02.2026');
    expect(due.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the contract message in English and the English date format', async () => {
    await act(() => changeLanguage('en'));
    expect(i18n.language).toBe('en');
    render(<Example onValid={vi.fn()} />);
    await submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('Ad gereklidir')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Tarih').placeholder).toBe('dd/mm/yyyy');
    // an unregistered Turkish message is not shown in English
    expect(screen.getByLabelText('Tarih').getAttribute('aria-invalid')).toBe('true');
  });
});
