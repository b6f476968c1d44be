/**
 * Test helper: a fake Power BI REST API on loopback, enough of it for app-owns-data embedding:
 * `GET /v1.0/myorg/groups/{groupId}/reports[/{reportId}]` and `POST /v1.0/myorg/GenerateToken`.
 * It accepts only access tokens the fake Azure AD issued, answers 401 for a workspace the service
 * principal is not a member of and 404 `PowerBIEntityNotFound` for a missing report, as Power BI does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerGate,
  readBody,
  sendJson,
  type FakeAzureAd,
  type RecordedRequest,
} from './fake-azure-ad-server';

export interface FakeReport {
  id: string;
  name: string;
  datasetId: string;
}

export interface FakePowerBi {
  /** `POWERBI_API_URL` for the app under test. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** GenerateToken calls answered with a token. */
  generated: { token: string; expiration: string; reportIds: string[]; datasetIds: string[] }[];
  addWorkspace(groupId: string, reports: FakeReport[], options?: { member?: boolean }): void;
  /** Milliseconds until an embed token expires (Power BI: about an hour). */
  setTokenLifetime(ms: number): void;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

const embedUrlOf = (groupId: string, reportId: string) =>
  `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${groupId}&w=2&config=eyJjbHVzdGVyVXJsIjoiaHR0cHM6Ly9XQUJJLVdFU1QtRVVST1BFLXJlZGlyZWN0LmFuYWx5c2lzLndpbmRvd3MubmV0In0%3d`;

export function fakeReport(name: string): FakeReport {
  return { id: randomUUID(), name, datasetId: randomUUID() };
}

export async function startFakePowerBi(aad: FakeAzureAd): Promise<FakePowerBi> {
  const requests: RecordedRequest[] = [];
  const generated: FakePowerBi['generated'] = [];
  const workspaces = new Map<string, { reports: FakeReport[]; member: boolean }>();
  const gate = answerGate();
  let lifetimeMs = 60 * 60_000;

  const present = (groupId: string, r: FakeReport) => ({
    id: r.id,
    reportType: 'PowerBIReport',
    name: r.name,
    webUrl: `https://app.powerbi.com/groups/${groupId}/reports/${r.id}`,
    embedUrl: embedUrlOf(groupId, r.id),
    isFromPbix: true,
    isOwnedByMe: false,
    datasetId: r.datasetId,
    datasetWorkspaceId: groupId,
    users: [],
    subscriptions: [],
  });
  const notFound = { error: { code: 'PowerBIEntityNotFound', pbi: { code: 'PowerBIEntityNotFound' } } };
  const unauthorized = {
    error: { code: 'PowerBINotAuthorizedException', pbi: { code: 'PowerBINotAuthorizedException' } },
  };

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      gate.pass(() => {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!bearer || !aad.issued.has(bearer)) return sendJson(res, 401, unauthorized);
        const url = req.url ?? '';
        const list = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports(?:\/([^/?]+))?$/.exec(url);
        if (req.method === 'GET' && list) {
          const groupId = decodeURIComponent(list[1] ?? '');
          const workspace = workspaces.get(groupId);
          if (!workspace) return sendJson(res, 404, notFound);
          if (!workspace.member) return sendJson(res, 401, unauthorized);
          if (list[2] === undefined) {
            return sendJson(res, 200, {
              '@odata.context': `https://api.powerbi.com/v1.0/myorg/groups/${groupId}/$metadata#reports`,
              value: workspace.reports.map((r) => present(groupId, r)),
            });
          }
          const report = workspace.reports.find((r) => r.id === decodeURIComponent(list[2] ?? ''));
          return report ? sendJson(res, 200, present(groupId, report)) : sendJson(res, 404, notFound);
        }
        if (req.method === 'POST' && url === '/v1.0/myorg/GenerateToken') {
          const request = JSON.parse(body || '{}') as {
            reports?: { id: string }[];
            datasets?: { id: string }[];
          };
          const reportIds = (request.reports ?? []).map((r) => r.id);
          const datasetIds = (request.datasets ?? []).map((d) => d.id);
          const visible = [...workspaces.values()].filter((w) => w.member).flatMap((w) => w.reports);
          const known = reportIds.every((id) => visible.some((r) => r.id === id));
          const datasetsKnown = datasetIds.every((id) => visible.some((r) => r.datasetId === id));
          if (reportIds.length === 0 || !known || !datasetsKnown) return sendJson(res, 404, notFound);
          const token = `H4sI${randomBytes(24).toString('base64url')}`;
          const expiration = new Date(Date.now() + lifetimeMs).toISOString();
          generated.push({ token, expiration, reportIds, datasetIds });
          return sendJson(res, 200, {
            '@odata.context':
              'https://api.powerbi.com/v1.0/myorg/$metadata#Microsoft.PowerBI.ServiceContracts.Api.V1.GenerateTokenResponse',
            token,
            tokenId: randomUUID(),
            expiration,
          });
        }
        sendJson(res, 404, notFound);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    generated,
    addWorkspace: (groupId, reports, options = {}) =>
      void workspaces.set(groupId, { reports, member: options.member ?? true }),
    setTokenLifetime: (ms) => void (lifetimeMs = ms),
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
