import { describe, expect, it } from 'vitest';
import { embedUrlProblem } from '../../domain/powerbi/embed-config';
import { documentSecurityHeaders } from './security-headers';

/** CSP host-source matching (CSP3 §6.7.2.6) for the `https://host` and `https://*.suffix` forms we use. */
function frameAllowed(sources: string[], url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return sources.some((source) => {
    if (!source.startsWith('https://')) return false;
    if (protocol !== 'https:') return false;
    const host = source.slice('https://'.length);
    return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
  });
}

const frameSources = () => {
  const csp = documentSecurityHeaders()['content-security-policy'] ?? '';
  const directive = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-src '));
  return (directive ?? '').split(/\s+/).slice(1);
};

// Hosts powerbi-client 2.24 embeds from (its allowedPowerBiHosts(Sov)Regex), public and sovereign.
const POWER_BI = [
  'https://app.powerbi.com/reportEmbed?reportId=1',
  'https://msit.powerbi.com/reportEmbed',
  'https://app.fabric.microsoft.com/reportEmbed',
  'https://app.powerbi.cn/reportEmbed',
  'https://app.powerbigov.us/reportEmbed',
  'https://app.high.powerbigov.us/reportEmbed',
  'https://app.mil.powerbigov.us/reportEmbed',
  'https://app.canaryhigh.powerbigov.us/reportEmbed',
  'https://app.powerbi.sovcloud-api.fr/reportEmbed',
  'https://app.powerbi.eaglex.ic.gov/reportEmbed',
  'https://app.powerbi.microsoft.scloud/reportEmbed',
];
const OTHERS = [
  'https://evil.example/reportEmbed',
  'https://powerbi.com.evil.example/',
  'https://app.powerbi.com.evil.example/',
  'http://app.powerbi.com/reportEmbed',
  'https://login.microsoftonline.com/',
  'https://app.powerbi.us/',
];

describe('Content-Security-Policy frame-src', () => {
  it('lists https Power BI sources only: no self, no scheme or wildcard source', () => {
    const sources = frameSources();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+$/);
    expect(sources).not.toContain("'self'");
    expect(sources).not.toContain('https:');
  });

  it.each(POWER_BI)('allows %s, which the embed form accepts too', (url) => {
    expect(frameAllowed(frameSources(), url)).toBe(true);
    expect(embedUrlProblem(url)).toBeNull();
  });

  it.each(OTHERS)('refuses %s, which the embed form refuses too', (url) => {
    expect(frameAllowed(frameSources(), url)).toBe(false);
    expect(embedUrlProblem(url)).not.toBeNull();
  });
});
