import type { TEmbedToken, TPowerBiReport } from '../../domain/powerbi/contract';
import type { AppContext } from '../app-context';
import { AzureAdClient } from './service-azure-ad';
import { EmbedTokenCache } from './service-embed-tokens';
import { PowerBiRestClient } from './service-rest-client';
import { principalOf, readPowerBiSettings, type ServicePrincipal } from './service-settings-store';
import { notConfigured, UPSTREAM_TIMEOUT_MS, workspaceNotAllowed } from './service-upstream-error';

/** Azure AD + Power BI for one server instance: the settings are read per call (another instance may change them). */
export class PowerBiService {
  readonly aad: AzureAdClient;
  readonly rest: PowerBiRestClient;
  private readonly tokens: EmbedTokenCache;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
  ) {
    this.aad = new AzureAdClient(ctx.config.azureAuthorityUrl, timeoutMs);
    this.rest = new PowerBiRestClient(ctx.config.powerBiApiUrl, this.aad, timeoutMs);
    // Azure AD, then the report, then GenerateToken: three calls at most.
    this.tokens = new EmbedTokenCache(ctx.db, this.rest, 3 * timeoutMs);
  }

  /** The configured service principal, or 409 when a field (or the secret) is missing. */
  async principal(): Promise<ServicePrincipal> {
    const principal = principalOf(await readPowerBiSettings(this.ctx.db));
    if (!principal) throw notConfigured();
    return principal;
  }

  async listReports(groupId?: string): Promise<TPowerBiReport[]> {
    const principal = await this.principal();
    return this.rest.listReports(principal, configuredWorkspace(principal, groupId));
  }

  async embedToken(reportId: string, groupId?: string): Promise<TEmbedToken> {
    const principal = await this.principal();
    return this.tokens.token(principal, configuredWorkspace(principal, groupId), reportId);
  }
}

/**
 * The workspace a request may use: the configured one (a GUID, compared without case). The service
 * principal may be a member of other workspaces; a signed-in user must not reach their reports
 * through it by naming another group id (403 before any outbound call).
 */
function configuredWorkspace(principal: ServicePrincipal, groupId: string | undefined): string {
  if (groupId === undefined || groupId.toLowerCase() === principal.workspaceId.toLowerCase())
    return principal.workspaceId;
  throw workspaceNotAllowed();
}

const services = new WeakMap<object, PowerBiService>();

/** One service (and so one Azure AD token cache) per app instance, shared by its routes and status card. */
export function powerBiServiceFor(ctx: AppContext): PowerBiService {
  let service = services.get(ctx);
  if (!service) {
    service = new PowerBiService(ctx);
    services.set(ctx, service);
  }
  return service;
}
