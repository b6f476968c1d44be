import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { roleFromGroups } from './oidc-sign-in';

const FULL = {
  OIDC_ISSUER: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000001/v2.0',
  OIDC_CLIENT_ID: 'istemci',
  OIDC_CLIENT_SECRET: 'gizli',
  OIDC_REDIRECT_URL: 'https://kalite.firma.com.tr/api/auth/oidc/callback',
};

describe('OIDC configuration', () => {
  it('is off without the variables', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('reads a full set with the default label, untrusted e-mail and no role map', () => {
    const oidc = loadConfig(FULL).oidc;
    expect(oidc).toMatchObject({
      ...{ issuer: FULL.OIDC_ISSUER },
      label: 'Microsoft ile giriş yap',
      trustEmail: false,
    });
    expect(oidc?.roleMap.size).toBe(0);
  });

  it('reads the label, OIDC_TRUST_EMAIL and the role map', () => {
    const oidc = loadConfig({
      ...FULL,
      OIDC_LABEL: 'Şirket hesabıyla giriş yap',
      OIDC_TRUST_EMAIL: 'true',
      OIDC_ROLE_MAP: ' g-1 = Yönetici , g-2=Kalite Mühendisi',
    }).oidc;
    expect(oidc?.label).toBe('Şirket hesabıyla giriş yap');
    expect(oidc?.trustEmail).toBe(true);
    expect([...(oidc?.roleMap ?? [])]).toEqual([
      ['g-1', 'Yönetici'],
      ['g-2', 'Kalite Mühendisi'],
    ]);
  });

  it.each([
    [{ OIDC_ISSUER: FULL.OIDC_ISSUER }, 'şu değişkenler de gereklidir: OIDC_CLIENT_ID'],
    [{ ...FULL, OIDC_ISSUER: 'http://idp.firma.com.tr' }, 'OIDC_ISSUER https://'],
    [{ ...FULL, OIDC_REDIRECT_URL: 'https://kalite.firma.com.tr/geri' }, 'OIDC_REDIRECT_URL'],
    [{ ...FULL, OIDC_ROLE_MAP: 'g-1=Patron' }, 'bilinmeyen rol: "Patron"'],
    [{ ...FULL, OIDC_ROLE_MAP: 'Yönetici' }, 'geçersiz öğe'],
  ])('refuses an invalid set with a Turkish message (%#)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a provider on loopback over plain http (tests)', () => {
    expect(loadConfig({ ...FULL, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });
});

describe('roleFromGroups', () => {
  const map = new Map([
    ['g-admin', 'Yönetici'],
    ['g-kalite', 'Kalite Mühendisi'],
  ] as const);
  it.each([
    [[], undefined],
    [['g-other'], undefined],
    [['g-kalite'], 'Kalite Mühendisi'],
    [['g-kalite', 'g-admin'], 'Yönetici'],
  ])('%j → %s', (groups, role) => {
    expect(roleFromGroups(groups, map)).toBe(role);
  });
});
