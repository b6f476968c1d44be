// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverErrors, serverFieldError } from './server-error';

afterEach(cleanup);

const FIELDS = ['plantName', 'timeZone'] as const;
const tooLong = new ApiError(
  400,
  'validation_error',
  'Tesis adı en fazla 120 karakter olabilir',
  'plantName',
);
const forbidden = new ApiError(403, 'forbidden', 'Bu işlem için yetkiniz yok');
const otherField = new ApiError(400, 'validation_error', 'Geçersiz değer', 'logo');

describe('serverFieldError', () => {
  it('finds a refusal about one of the fields, and nothing for other errors', () => {
    expect(serverFieldError(tooLong, FIELDS)).toEqual({
      field: 'plantName',
      message: 'Tesis adı en fazla 120 karakter olabilir',
    });
    expect(serverFieldError(forbidden, FIELDS)).toBeNull();
    expect(serverFieldError(otherField, FIELDS)).toBeNull();
    expect(serverFieldError(new Error('plantName'), FIELDS)).toBeNull();
  });
});

describe('serverErrors', () => {
  it('puts a field refusal under its field and keeps it out of the box; the rest goes in the box', () => {
    const { result } = renderHook(() => {
      const form = useForm<{ plantName: string; timeZone: string }>({
        defaultValues: { plantName: '', timeZone: 'Europe/Istanbul' },
      });
      return { form, ...serverErrors(form, FIELDS) };
    });
    act(() => result.current.showUnderField(tooLong));
    expect(result.current.form.getFieldState('plantName').error?.message).toBe(
      'Tesis adı en fazla 120 karakter olabilir',
    );
    expect(result.current.boxError(tooLong)).toBeNull();
    act(() => result.current.showUnderField(forbidden));
    expect(result.current.form.getFieldState('timeZone').error).toBeUndefined();
    expect(result.current.boxError(forbidden)).toBe(forbidden);
    expect(result.current.boxError(otherField)).toBe(otherField);
    expect(result.current.boxError(null)).toBeNull();
  });
});
