import { describe, expect, it } from 'vitest';
import '../shared/zod-locale';
import { ACCOUNT_MESSAGES, ZChangePasswordForm, ZUpdateProfileRequest } from './contract';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const form = { currentPassword: 'eski-sifre', newPassword: 'yeni-sifre', newPasswordRepeat: 'yeni-sifre' };

describe('ZChangePasswordForm', () => {
  it('accepts a complete form', () => expect(ZChangePasswordForm.safeParse(form).success).toBe(true));
  it.each([
    [{ ...form, currentPassword: '' }, ACCOUNT_MESSAGES.currentPasswordRequired],
    [{ ...form, newPassword: '', newPasswordRepeat: '' }, ACCOUNT_MESSAGES.newPasswordRequired],
    [{ ...form, newPassword: '12345', newPasswordRepeat: '12345' }, ACCOUNT_MESSAGES.passwordTooShort],
    [
      { ...form, newPassword: 'eski-sifre', newPasswordRepeat: 'eski-sifre' },
      ACCOUNT_MESSAGES.passwordUnchanged,
    ],
    [{ ...form, newPasswordRepeat: 'yeni-sifre2' }, ACCOUNT_MESSAGES.passwordMismatch],
  ])('%j → %s', (input, message) => expect(firstMessage(ZChangePasswordForm.safeParse(input))).toBe(message));
});

describe('ZUpdateProfileRequest', () => {
  it('trims the name and keeps only what was sent', () =>
    expect(ZUpdateProfileRequest.parse({ fullName: '  Ayşe Çelik ' })).toEqual({ fullName: 'Ayşe Çelik' }));
  it.each([
    [{ fullName: ' ' }, ACCOUNT_MESSAGES.fullNameRequired],
    [{ department: 'Muhasebe' }, ACCOUNT_MESSAGES.departmentInvalid],
    [{ position: 'x'.repeat(101) }, ACCOUNT_MESSAGES.tooLong],
  ])('%j → %s', (input, message) =>
    expect(firstMessage(ZUpdateProfileRequest.safeParse(input))).toBe(message),
  );
  it('refuses fields a user may not change here', () =>
    expect(ZUpdateProfileRequest.safeParse({ role: 'Yönetici' }).success).toBe(false));
});
