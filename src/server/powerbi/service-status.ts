import { POWERBI_MESSAGES, type TPowerBiStatus } from '../../domain/powerbi/contract';
import type { PowerBiService } from './service-powerbi';
import { principalOf, readPowerBiSettings } from './service-settings-store';
import { UpstreamRefusal } from './service-upstream-error';
import type { Db } from '../db/database';

/**
 * The status card's Power BI state: not configured; authenticated (Azure AD gave a token and the
 * default workspace lists its reports); or failed, with the cause. Never the secret.
 */
export async function powerBiStatus(db: Db, service: PowerBiService): Promise<TPowerBiStatus> {
  const checkedAt = new Date().toISOString();
  const principal = principalOf(await readPowerBiSettings(db));
  if (!principal)
    return { state: 'not_configured', message: POWERBI_MESSAGES.notConfigured, reportCount: null, checkedAt };
  try {
    const reports = await service.rest.listReports(principal, principal.workspaceId);
    return {
      state: 'authenticated',
      message: `${POWERBI_MESSAGES.authenticated}: çalışma alanında ${reports.length} rapor`,
      reportCount: reports.length,
      checkedAt,
    };
  } catch (error) {
    if (!(error instanceof UpstreamRefusal)) throw error;
    return { state: 'failed', message: error.message, reportCount: null, checkedAt };
  }
}
