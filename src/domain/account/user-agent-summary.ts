import type { TUserAgentSummary } from './contract';

type Rule = readonly [name: string, pattern: RegExp];

// Order matters: Edge, Opera, Samsung and Yandex also say "Chrome/…", and Chrome also says "Safari/…".
const BROWSERS: readonly Rule[] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Safari', /\bVersion\/(\d+).*\bSafari\//],
  ['Internet Explorer', /(?:\bMSIE (\d+)|\bTrident\/.*\brv:(\d+))/],
  ['curl', /^curl\/(\d+)/],
  ['Postman', /^PostmanRuntime\/(\d+)/],
];

// Windows NT kernel versions as users know them; NT 10.0 is both Windows 10 and 11.
const WINDOWS_VERSIONS: Record<string, string> = {
  '10.0': '10/11',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
};

function firstMatch(
  userAgent: string,
  rules: readonly Rule[],
): { name: string; version: string | null } | null {
  for (const [name, pattern] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match.slice(1).find((group) => group !== undefined) ?? null };
  }
  return null;
}

const dotted = (underscored: string | undefined) => (underscored ? underscored.replaceAll('_', '.') : null);

function operatingSystem(ua: string): { os: string | null; osVersion: string | null } {
  let m: RegExpExecArray | null;
  if ((m = /\bWindows NT (\d+\.\d+)/.exec(ua)))
    return { os: 'Windows', osVersion: WINDOWS_VERSIONS[m[1] ?? ''] ?? null };
  if ((m = /\biPad\b.*?\bOS (\d+(?:_\d+)?)/.exec(ua))) return { os: 'iPadOS', osVersion: dotted(m[1]) };
  if ((m = /\b(?:iPhone|iPod)\b.*?\bOS (\d+(?:_\d+)?)/.exec(ua)))
    return { os: 'iOS', osVersion: dotted(m[1]) };
  if ((m = /\bAndroid (\d+(?:\.\d+)?)/.exec(ua))) return { os: 'Android', osVersion: m[1] ?? null };
  if (/\bAndroid\b/.test(ua)) return { os: 'Android', osVersion: null };
  if (/\bCrOS\b/.test(ua)) return { os: 'ChromeOS', osVersion: null };
  // Browsers freeze the macOS version at 10.15.7, so it tells nothing: leave it out.
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return { os: 'macOS', osVersion: null };
  if (/\bUbuntu\b/.test(ua)) return { os: 'Ubuntu', osVersion: null };
  if (/\bLinux\b|\bX11\b/.test(ua)) return { os: 'Linux', osVersion: null };
  return { os: null, osVersion: null };
}

function deviceType(ua: string): TUserAgentSummary['deviceType'] {
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\bMobile\b|\biPhone\b|\biPod\b/.test(ua)) return 'mobile';
  return 'desktop';
}

/**
 * Browser, operating system and device kind of a User-Agent header, for the account screen's session
 * list ("Chrome 126 · Windows 10/11"). Covers the common browsers only; anything else is null.
 */
export function summariseUserAgent(userAgent: string): TUserAgentSummary {
  const ua = userAgent.trim();
  const browser = ua ? firstMatch(ua, BROWSERS) : null;
  return {
    browser: browser?.name ?? null,
    browserVersion: browser?.version ?? null,
    ...operatingSystem(ua),
    deviceType: deviceType(ua),
  };
}

/** One line for a screen: 'Chrome 126 · Windows 10/11'; null when nothing is known. */
export function userAgentLabel(summary: TUserAgentSummary): string | null {
  const browser = summary.browser
    ? [summary.browser, summary.browserVersion].filter(Boolean).join(' ')
    : null;
  const os = summary.os ? [summary.os, summary.osVersion].filter(Boolean).join(' ') : null;
  const parts = [browser, os].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
