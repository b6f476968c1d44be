import { POWERBI_MESSAGES, type TPowerBiReport } from '../../domain/powerbi/contract';
import type { AzureAdClient } from './service-azure-ad';
import { errorJson, UpstreamRefusal, upstreamFetch } from './service-upstream-error';
import type { ServicePrincipal } from './service-settings-store';

type Purpose = 'list' | 'report' | 'token';

/** Power BI's answer → the cause in Turkish: no access to the workspace, report not found, or refused. */
function refusal(purpose: Purpose, status: number, code: string): UpstreamRefusal {
  const detail = { service: 'powerbi' as const, status, code };
  if (purpose === 'report' && status === 404)
    return new UpstreamRefusal(POWERBI_MESSAGES.reportNotFound, detail);
  if (purpose === 'token' && status === 404)
    return new UpstreamRefusal(POWERBI_MESSAGES.reportNotFound, detail);
  // Power BI answers 401 (not a member) or 404 (no such workspace) for a workspace out of reach.
  if (status === 401 || status === 403 || status === 404)
    return new UpstreamRefusal(POWERBI_MESSAGES.noWorkspaceAccess, detail);
  return new UpstreamRefusal(
    purpose === 'token' ? POWERBI_MESSAGES.tokenRefused : POWERBI_MESSAGES.powerBiFailed,
    detail,
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function presentReport(raw: Record<string, unknown>): TPowerBiReport {
  return {
    id: text(raw.id),
    name: text(raw.name),
    embedUrl: text(raw.embedUrl),
    datasetId: text(raw.datasetId),
  };
}

/** The calls of Power BI's REST API we need, with the service principal's Azure AD token. */
export class PowerBiRestClient {
  constructor(
    private readonly apiUrl: string,
    private readonly aad: AzureAdClient,
    private readonly timeoutMs: number,
  ) {}

  /** `GET /v1.0/myorg/groups/{groupId}/reports`. */
  async listReports(principal: ServicePrincipal, groupId: string): Promise<TPowerBiReport[]> {
    const body = await this.call(
      principal,
      'list',
      'GET',
      `/v1.0/myorg/groups/${encodeURIComponent(groupId)}/reports`,
    );
    const value = Array.isArray(body.value) ? body.value : [];
    return value
      .filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
      .map(presentReport);
  }

  /** `GET /v1.0/myorg/groups/{groupId}/reports/{reportId}`: its embed URL and dataset. */
  async getReport(principal: ServicePrincipal, groupId: string, reportId: string): Promise<TPowerBiReport> {
    const path = `/v1.0/myorg/groups/${encodeURIComponent(groupId)}/reports/${encodeURIComponent(reportId)}`;
    return presentReport(await this.call(principal, 'report', 'GET', path));
  }

  /** `POST /v1.0/myorg/GenerateToken` for one report and its dataset (view only). */
  async generateToken(
    principal: ServicePrincipal,
    report: TPowerBiReport,
  ): Promise<{ token: string; expiresAt: Date }> {
    const body = await this.call(principal, 'token', 'POST', '/v1.0/myorg/GenerateToken', {
      datasets: report.datasetId ? [{ id: report.datasetId }] : [],
      reports: [{ id: report.id }],
    });
    const expiresAt = new Date(text(body.expiration));
    if (text(body.token) === '' || Number.isNaN(expiresAt.getTime()))
      throw new UpstreamRefusal(POWERBI_MESSAGES.tokenRefused, {
        service: 'powerbi',
        status: 200,
        code: 'malformed_answer',
      });
    return { token: text(body.token), expiresAt };
  }

  private async call(
    principal: ServicePrincipal,
    purpose: Purpose,
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
  ): Promise<Record<string, unknown>> {
    const accessToken = await this.aad.token(principal);
    let response: Response;
    try {
      response = await upstreamFetch(
        `${this.apiUrl}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${accessToken}`,
            accept: 'application/json',
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        },
        this.timeoutMs,
      );
    } catch {
      throw new UpstreamRefusal(POWERBI_MESSAGES.powerBiUnreachable, {
        service: 'powerbi',
        status: null,
        code: 'unreachable',
      });
    }
    const body = await errorJson(response);
    if (!response.ok) {
      // A revoked principal: the next call asks Azure AD again rather than reusing a dead token.
      if (response.status === 401) this.aad.forget(principal);
      const error = body?.error as Record<string, unknown> | undefined;
      throw refusal(purpose, response.status, text(error?.code) || 'refused');
    }
    return body ?? {};
  }
}
