import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DEMO_MODE', () => {
  it('is on by default for the embedded database only', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    // A production installation on PostgreSQL never publishes admin/admin123 unless asked to.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/kalite' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/kalite', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.10 ,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
  ])('%s → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['true', 'vekil sayısını'],
    ['10.0.0.0/33', 'geçersiz adres'],
    ['proxy.local', 'geçersiz adres'],
  ])('refuses %s with a Turkish message', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  it('defaults to two hours and is bounded', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(120 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMs).toBe(30 * 60_000);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '1' })).toThrow('SESSION_IDLE_MINUTES');
  });
});

describe('PLANT_TIME_ZONE', () => {
  it('defaults to Istanbul and takes any zone the runtime knows', () => {
    expect(loadConfig({}).plantTimeZone).toBe('Europe/Istanbul');
    expect(loadConfig({ PLANT_TIME_ZONE: ' Europe/Berlin ' }).plantTimeZone).toBe('Europe/Berlin');
    expect(loadConfig({ PLANT_TIME_ZONE: 'UTC' }).plantTimeZone).toBe('UTC');
  });

  it.each(['Mars/Base', '', '+03:00 Istanbul'])('refuses %j with a Turkish message', (value) => {
    expect(() => loadConfig({ PLANT_TIME_ZONE: value })).toThrow('tanınan bir saat dilimi');
  });
});

describe('SIGNUP', () => {
  it('is open in demo mode and approval on a real installation unless set', () => {
    expect(loadConfig({}).signupPolicy).toBe('open');
    expect(loadConfig({ DEMO_MODE: 'false' }).signupPolicy).toBe('approval');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/kalite' }).signupPolicy).toBe('approval');
    expect(loadConfig({ DEMO_MODE: 'true', SIGNUP: 'invite' }).signupPolicy).toBe('invite');
    expect(loadConfig({ DEMO_MODE: 'false', SIGNUP: 'open' }).signupPolicy).toBe('open');
    expect(loadConfig({ DEMO_MODE: 'false', SIGNUP: '' }).signupPolicy).toBe('approval');
  });

  it('refuses an unknown policy with a Turkish message', () => {
    expect(() => loadConfig({ SIGNUP: 'closed' })).toThrow(/SIGNUP şunlardan biri olmalıdır/);
  });
});
