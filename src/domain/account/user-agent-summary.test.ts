import { describe, expect, it } from 'vitest';
import { summariseUserAgent, userAgentLabel } from './user-agent-summary';

// Real User-Agent headers of the browsers a factory office and shop floor use.
const CASES = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome 126 · Windows 10/11',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    'Edge 126 · Windows 10/11',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
    'Firefox 115 · Windows 7',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari 17 · macOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari 17 · iOS 17.5',
    'mobile',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome 126 · iOS 17.5',
    'mobile',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Safari 16 · iPadOS 16.6',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet 25 · Android 14',
    'mobile',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome 126 · Android 13',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
    'Yandex Browser 24 · Windows 10/11',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Opera 111 · Windows 10/11',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Chrome 140 · Linux',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Firefox 128 · Ubuntu',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome 126 · ChromeOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
    'Internet Explorer 11 · Windows 7',
    'desktop',
  ],
  ['curl/8.5.0', 'curl 8', 'desktop'],
  ['', null, 'desktop'],
  ['something unknown', null, 'desktop'],
] as const;

describe('summariseUserAgent', () => {
  it.each(CASES)('%s → %s', (userAgent, label, device) => {
    const summary = summariseUserAgent(userAgent);
    expect(userAgentLabel(summary)).toBe(label);
    expect(summary.deviceType).toBe(device);
  });

  it('keeps the parts separately for the screen', () => {
    expect(summariseUserAgent(CASES[0][0])).toEqual({
      browser: 'Chrome',
      browserVersion: '126',
      os: 'Windows',
      osVersion: '10/11',
      deviceType: 'desktop',
    });
  });
});
