import { describe, expect, it } from 'vitest';
import '../shared/zod-locale';
import { AUTH_MESSAGES, ZLoginRequest, ZSignupRequest } from './contract';

const valid = {
  fullName: 'Ayşe Çelik',
  email: 'ayse@firma.com.tr',
  username: 'ayse',
  password: 'gizli123',
  department: 'Kalite',
  position: 'Kalite Mühendisi',
};
const firstMessage = (input: unknown) => ZSignupRequest.safeParse(input).error?.issues[0]?.message;

describe('ZSignupRequest', () => {
  it('accepts a complete form and defaults department/position', () => {
    expect(ZSignupRequest.parse(valid).fullName).toBe('Ayşe Çelik');
    expect(ZSignupRequest.parse({ ...valid, department: undefined, position: undefined }).department).toBe(
      '',
    );
  });
  it.each([
    [{ ...valid, fullName: '  ' }, AUTH_MESSAGES.signupRequired],
    [{ ...valid, username: '' }, AUTH_MESSAGES.signupRequired],
    [{ ...valid, password: '' }, AUTH_MESSAGES.signupRequired],
    [{ ...valid, email: '' }, AUTH_MESSAGES.signupRequired],
    [{ ...valid, password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ ...valid, email: 'ayse@firma' }, AUTH_MESSAGES.emailInvalid],
    // Required beats length beats email, as in the spec's order.
    [{ ...valid, password: '123', email: 'x' }, AUTH_MESSAGES.passwordTooShort],
    [{ ...valid, username: 'ay se' }, AUTH_MESSAGES.usernameChars],
  ])('%o → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
  it('accepts Turkish letters in usernames and rejects unknown fields', () => {
    expect(ZSignupRequest.safeParse({ ...valid, username: 'İsmail.Şahin' }).success).toBe(true);
    expect(ZSignupRequest.safeParse({ ...valid, role: 'Yönetici' }).success).toBe(false);
  });
});

describe('ZLoginRequest', () => {
  it('requires both fields after trimming', () => {
    expect(ZLoginRequest.safeParse({ username: ' ', password: 'x' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.loginRequired,
    );
    expect(ZLoginRequest.safeParse({ username: 'a', password: 'b' }).success).toBe(true);
  });
});
