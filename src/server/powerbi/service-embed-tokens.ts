import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  EMBED_TOKEN_REFRESH_MARGIN_MS,
  POWERBI_MESSAGES,
  type TEmbedToken,
} from '../../domain/powerbi/contract';
import type { Db } from '../db/database';
import { powerBiEmbedTokens as t } from '../db/schema-powerbi';
import { principalKey } from './service-azure-ad';
import type { PowerBiRestClient } from './service-rest-client';
import { UpstreamRefusal } from './service-upstream-error';
import type { ServicePrincipal } from './service-settings-store';

/** How often an instance that does not hold the lease looks whether the holder has stored the token. */
const POLL_MS = 50;

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Embed tokens cached in the database per (workspace, report), shared by every instance. A token is
 * handed out while it has more than EMBED_TOKEN_REFRESH_MARGIN_MS left. When it must be renewed,
 * concurrent requests do not all ask Power BI: in this process they share one promise, and across
 * instances one of them takes the row's lease (`refreshing_until`, one atomic upsert) and the others
 * poll the row until the new token is there or the lease lapses.
 */
export class EmbedTokenCache {
  private readonly inflight = new Map<string, Promise<TEmbedToken>>();

  constructor(
    private readonly db: Db,
    private readonly rest: PowerBiRestClient,
    /** Longest a lease holder may take: both upstream calls with their timeouts. */
    private readonly leaseMs: number,
  ) {}

  async token(principal: ServicePrincipal, groupId: string, reportId: string): Promise<TEmbedToken> {
    const key = `${principalKey(principal)}|${groupId}|${reportId}`;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const request = this.cachedOrNew(principal, groupId, reportId);
    this.inflight.set(key, request);
    try {
      return await request;
    } finally {
      this.inflight.delete(key);
    }
  }

  private async cachedOrNew(
    principal: ServicePrincipal,
    groupId: string,
    reportId: string,
  ): Promise<TEmbedToken> {
    const owner = principalKey(principal);
    const deadline = Date.now() + this.leaseMs + 1000;
    for (;;) {
      const fresh = await this.fresh(owner, groupId, reportId);
      if (fresh) return fresh;
      if (await this.claim(owner, groupId, reportId)) return this.renew(principal, owner, groupId, reportId);
      // Someone else renews it; its lease ends after leaseMs at the latest, so this loop ends too.
      if (Date.now() > deadline)
        throw new UpstreamRefusal(POWERBI_MESSAGES.powerBiUnreachable, {
          service: 'powerbi',
          status: null,
          code: 'lease_timeout',
        });
      await sleep(POLL_MS);
    }
  }

  /** The stored token of this principal, if it has more than the margin left (the database's clock). */
  private async fresh(owner: string, groupId: string, reportId: string): Promise<TEmbedToken | null> {
    const [row] = await this.db
      .select({ token: t.token, embedUrl: t.embedUrl, expiresAt: t.expiresAt })
      .from(t)
      .where(
        and(
          eq(t.groupId, groupId),
          eq(t.reportId, reportId),
          eq(t.principal, owner),
          sql`${t.expiresAt} > now() + ${secs(EMBED_TOKEN_REFRESH_MARGIN_MS)}`,
        ),
      )
      .limit(1);
    if (!row?.expiresAt || row.token === '') return null;
    return {
      accessToken: row.token,
      tokenType: 'Embed',
      expiresAt: row.expiresAt.toISOString(),
      embedUrl: row.embedUrl,
      reportId,
    };
  }

  /** Takes the lease when nobody holds it and the token is stale; true when this call got it. */
  private async claim(owner: string, groupId: string, reportId: string): Promise<boolean> {
    const until = sql`now() + ${secs(this.leaseMs)}`;
    const claimed = await this.db
      .insert(t)
      .values({ groupId, reportId, refreshingUntil: until })
      .onConflictDoUpdate({
        target: [t.groupId, t.reportId],
        set: { refreshingUntil: until },
        setWhere: and(
          or(isNull(t.refreshingUntil), lt(t.refreshingUntil, sql`now()`)),
          or(
            ne(t.principal, owner),
            isNull(t.expiresAt),
            sql`${t.expiresAt} <= now() + ${secs(EMBED_TOKEN_REFRESH_MARGIN_MS)}`,
          ),
        ),
      })
      .returning({ reportId: t.reportId });
    return claimed.length > 0;
  }

  /** Asks Power BI (report → embed URL and dataset, then GenerateToken), stores it and frees the lease. */
  private async renew(
    principal: ServicePrincipal,
    owner: string,
    groupId: string,
    reportId: string,
  ): Promise<TEmbedToken> {
    const where = and(eq(t.groupId, groupId), eq(t.reportId, reportId));
    try {
      const report = await this.rest.getReport(principal, groupId, reportId);
      const { token, expiresAt } = await this.rest.generateToken(principal, report);
      await this.db
        .update(t)
        .set({
          principal: owner,
          token,
          embedUrl: report.embedUrl,
          expiresAt,
          refreshingUntil: null,
          updatedAt: sql`now()`,
        })
        .where(where);
      return {
        accessToken: token,
        tokenType: 'Embed',
        expiresAt: expiresAt.toISOString(),
        embedUrl: report.embedUrl,
        reportId,
      };
    } catch (error) {
      await this.db.update(t).set({ refreshingUntil: null }).where(where);
      throw error;
    }
  }
}
