import type { Frame, Page } from '@playwright/test';

/**
 * A stand-in for Power BI's report page (https://app.powerbi.com/reportEmbed…), served by the test
 * through `page.route`. It speaks enough of powerbi-client's postMessage protocol
 * (http-post-message over window-post-message-proxy): a request is `{method, url, headers: {id, uid…},
 * body}`, the answer `{statusCode, headers: {id}, body}`, and an event is a request the frame posts to
 * the host: `POST /reports/{uid}/events/{name}`. It answers `POST /report/load` with 202, then posts
 * `loaded` and `rendered`, or `error` when the embed URL's `fake` parameter says so; `POST
 * /report/token` (setAccessToken) is answered 200. Every request is kept in `window.received`.
 */
const FAKE_REPORT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Power BI report</title>
<style>body{margin:0;font:16px system-ui;display:flex;align-items:center;justify-content:center;height:100vh;background:#f3f2f1}</style>
</head><body><main id="report">Fake Power BI report</main>
<script>
  const params = new URLSearchParams(location.search);
  const mode = params.get('fake') || 'ok';
  const received = (window.received = []);
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || typeof m !== 'object' || typeof m.method !== 'string' || typeof m.url !== 'string') return;
    received.push({ method: m.method, url: m.url, headers: m.headers, body: m.body });
    const id = m.headers && m.headers.id;
    const uid = (m.headers && m.headers.uid) || params.get('uid');
    const reply = (statusCode, body) => event.source.postMessage({ statusCode, headers: { id }, body }, '*');
    const emit = (name, body) =>
      event.source.postMessage({ method: 'POST', url: '/reports/' + uid + '/events/' + name, headers: {}, body }, '*');
    if (m.method === 'POST' && m.url === '/report/load') {
      reply(202, null);
      if (mode === 'error') {
        emit('error', { message: 'LoadFailed', detailedMessage: 'The fake report refused to load', errorCode: '500', level: 6 });
      } else if (mode === 'expired') {
        emit('error', { message: 'TokenExpired', detailedMessage: 'Access token has expired, resubmit with a new access token', errorCode: '403', level: 6 });
      } else {
        document.getElementById('report').textContent = 'Fake Power BI report: ' + m.body.id;
        emit('loaded', null);
        emit('rendered', null);
      }
    } else if (m.method === 'POST' && m.url === '/report/token') {
      document.getElementById('report').textContent += ' (token renewed)';
      reply(200, null);
    } else {
      reply(404, { message: 'not implemented by the fake: ' + m.method + ' ' + m.url });
    }
  });
</script></body></html>`;

/** Serves the fake for every Power BI report URL the page frames; counts the frame's page loads. */
export async function routeFakeReport(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route('https://app.powerbi.com/reportEmbed**', (route) => {
    loads += 1;
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_REPORT_HTML });
  });
  return { loads: () => loads };
}

export interface ReceivedMessage {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function fakeReportFrame(page: Page): Frame | undefined {
  return page.frames().find((f) => f.url().startsWith('https://app.powerbi.com/reportEmbed'));
}

/** What the fake report received from powerbi-client, in order. */
export async function receivedByFake(page: Page): Promise<ReceivedMessage[]> {
  const frame = fakeReportFrame(page);
  if (!frame) return [];
  return frame.evaluate(() => (window as unknown as { received: ReceivedMessage[] }).received);
}
