import { describe, expect, it } from 'vitest';
import { OIDC_ERROR_MESSAGES, oidcErrorFromHash } from './oidc';

describe('oidcErrorFromHash', () => {
  it.each([
    ['#sso-hata=state_invalid', 'state_invalid'],
    ['#sso-hata=email_unverified', 'email_unverified'],
    ['#sso-hata=<script>', null],
    ['#sso-hata=', null],
    ['#davet=abc', null],
    ['', null],
  ])('%s → %s', (hash, code) => {
    expect(oidcErrorFromHash(hash)).toBe(code);
  });

  it('has a Turkish message for every code', () => {
    for (const message of Object.values(OIDC_ERROR_MESSAGES)) expect(message).toMatch(/[ıİşğçöü]/);
  });
});
