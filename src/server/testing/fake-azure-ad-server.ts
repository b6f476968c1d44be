/**
 * Test helper: a fake Azure AD (Microsoft identity platform v2.0) token endpoint on loopback. It
 * answers the client-credentials grant `POST /{tenant}/oauth2/v2.0/token` as Azure AD does: a Bearer
 * token for the right tenant, client and secret, and the AADSTS errors for a wrong secret, an
 * unknown client or an unknown tenant. `hold()` keeps answers back until `release()`, so a test can
 * send concurrent requests into a real race window.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

export interface ServicePrincipal {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAzureAd {
  /** `AZURE_AUTHORITY_URL` for the app under test. */
  authorityUrl: string;
  requests: RecordedRequest[];
  /** Access tokens issued so far (the fake Power BI accepts only these). */
  issued: Set<string>;
  /** Seconds until an issued token expires (Azure AD: about 3599). */
  setExpiresIn(seconds: number): void;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/** Reads the whole request body as text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** A gate: while held, answers wait in a queue; `release` lets them all go. */
export function answerGate(): { hold(): void; release(): void; pass(answer: () => void): void } {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    hold: () => void (held = true),
    release: () => {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
    pass: (answer) => (held ? waiting.push(answer) : answer()),
  };
}

function aadError(
  res: ServerResponse,
  status: number,
  error: string,
  code: number,
  description: string,
): void {
  sendJson(res, status, {
    error,
    error_description: `AADSTS${code}: ${description} Trace ID: 00000000-0000-0000-0000-000000000000`,
    error_codes: [code],
    timestamp: new Date().toISOString(),
  });
}

export async function startFakeAzureAd(principal: ServicePrincipal): Promise<FakeAzureAd> {
  const requests: RecordedRequest[] = [];
  const issued = new Set<string>();
  const gate = answerGate();
  let expiresIn = 3599;

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const match = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return sendJson(res, 404, { error: 'not_found' });
      const form = new URLSearchParams(body);
      gate.pass(() => {
        if (decodeURIComponent(match[1] ?? '') !== principal.tenantId)
          return aadError(res, 400, 'invalid_request', 90002, 'Tenant not found.');
        if (form.get('grant_type') !== 'client_credentials' || form.get('scope') !== POWERBI_SCOPE)
          return aadError(res, 400, 'invalid_scope', 1002012, 'The provided value for scope is not valid.');
        if (form.get('client_id') !== principal.clientId)
          return aadError(
            res,
            400,
            'unauthorized_client',
            700016,
            'Application was not found in the directory.',
          );
        if (form.get('client_secret') !== principal.clientSecret)
          return aadError(res, 401, 'invalid_client', 7000215, 'Invalid client secret provided.');
        const token = `aad-${randomBytes(16).toString('hex')}`;
        issued.add(token);
        sendJson(res, 200, {
          token_type: 'Bearer',
          expires_in: expiresIn,
          ext_expires_in: expiresIn,
          access_token: token,
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    authorityUrl: `http://127.0.0.1:${port}`,
    requests,
    issued,
    setExpiresIn: (seconds) => void (expiresIn = seconds),
    hold: gate.hold,
    release: gate.release,
    close: () =>
      new Promise((resolve) => {
        gate.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
