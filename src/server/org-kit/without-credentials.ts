/**
 * A base URL saved before credentials were refused may still hold `user:password@`. Every user reads
 * these settings, and the HTTP client would quote the URL in an error that reaches the log, so the
 * credentials are dropped when the row is read (fetch refuses such a URL anyway).
 */
export function withoutCredentials(baseUrl: string): string {
  if (baseUrl === '') return baseUrl;
  try {
    const url = new URL(baseUrl);
    if (url.username === '' && url.password === '') return baseUrl;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return '';
  }
}
