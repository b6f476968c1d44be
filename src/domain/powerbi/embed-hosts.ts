/**
 * Where a Power BI report may be framed from: the hosts powerbi-client 2.24 itself accepts
 * (`validateEmbedUrl` in its util.ts: `*.powerbi.com`, `*.fabric.microsoft.com` and the sovereign
 * clouds), without Microsoft's internal test rings (`*.analysis.windows-int.net`,
 * `*.analysis-df.windows.net`), which no plant uses. The embed form and the Content-Security-Policy's
 * frame-src are both derived from this one list, so what we accept is exactly what may load.
 */
const POWERBI_HOSTS = {
  /** Any subdomain (app.powerbi.com, msit.powerbi.com, app.fabric.microsoft.com, …). */
  suffixes: ['.powerbi.com', '.fabric.microsoft.com'],
  /** Sovereign clouds: China, US Government (GCC, GCC High, DoD, canary), France, the two US secret clouds. */
  exact: [
    'app.powerbi.cn',
    'app.powerbigov.us',
    'app.high.powerbigov.us',
    'app.mil.powerbigov.us',
    'app.canaryhigh.powerbigov.us',
    'app.powerbi.sovcloud-api.fr',
    'app.powerbi.eaglex.ic.gov',
    'app.powerbi.microsoft.scloud',
  ],
} as const;

/** True for a hostname (already lower-case, as `URL` gives it) of Power BI's public or sovereign clouds. */
export function isPowerBiHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if ((POWERBI_HOSTS.exact as readonly string[]).includes(host)) return true;
  // `.+\.powerbi\.com$` in the library: at least one label before the suffix.
  return POWERBI_HOSTS.suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

/** CSP `frame-src` sources for the same hosts (`https://*.powerbi.com` covers every subdomain depth). */
export function powerBiFrameSources(): string[] {
  return [
    ...POWERBI_HOSTS.suffixes.map((suffix) => `https://*${suffix}`),
    ...POWERBI_HOSTS.exact.map((host) => `https://${host}`),
  ];
}
