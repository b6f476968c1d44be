import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { avatarInitials } from '../../domain/shared/initials';
import type { LiveTable, TPresenceUser, TRealtimeMessage } from '../../domain/realtime/contract';
import type { SessionStore } from '../auth/session-store';
import type { Database } from '../db/database';
import { presenceConnections, users } from '../db/schema';

export const REALTIME_CHANNEL = 'kalite_realtime';
const HEARTBEAT_MS = 10_000;
// A connection row not heart-beaten for this long belongs to a crashed instance and is removed.
const STALE_MS = 35_000;

/** What a database trigger sends on the channel (see drizzle/0001_realtime_triggers.sql). */
interface ChangeNotice {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
  userId: string | null;
}

/** How a feature publishes one of its tables: the row as its API presents it, and who may see it. */
export interface LiveTableSource {
  /** Table name in the database (the trigger's TG_TABLE_NAME). */
  dbTable: string;
  /** Name in the event sent to browsers. */
  table: LiveTable;
  /** Loads the presented row; null when gone. */
  load(id: string): Promise<Record<string, unknown> | null>;
  /** Events for private rows go to their owner only (the trigger's user_id). */
  ownerOnly?: boolean;
  /** A change here is reported as an UPDATE of another table's row (e.g. a like updates a suggestion). */
  asUpdateOf?: boolean;
}

interface Client {
  socket: WebSocket;
  userId: string;
}

/**
 * Fans database changes out to this instance's WebSocket clients. Every instance LISTENs on the same
 * channel, so a write through any instance reaches every browser; presence is kept in the database.
 */
export class RealtimeHub {
  readonly instanceId = randomUUID();
  private readonly clients = new Map<string, Client>();
  private readonly sources = new Map<string, LiveTableSource>();
  private online: TPresenceUser[] = [];
  private presenceTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionStore,
  ) {}

  register(source: LiveTableSource): void {
    this.sources.set(source.dbTable, source);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => void this.onNotice(payload));
    this.heartbeat = setInterval(() => void this.beat().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
    await this.refreshPresence();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    clearTimeout(this.presenceTimer);
    for (const client of this.clients.values()) client.socket.close(1001, 'server shutting down');
    const ids = [...this.clients.keys()];
    this.clients.clear();
    if (ids.length > 0) {
      await this.database.db
        .delete(presenceConnections)
        .where(inArray(presenceConnections.id, ids))
        .catch(() => {});
    }
    await this.unlisten?.();
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  get onlineUsers(): readonly TPresenceUser[] {
    return this.online;
  }

  /** Adds a signed-in user's socket; presence is recorded in the database for all instances. */
  async connect(socket: WebSocket, userId: string): Promise<void> {
    const id = randomUUID();
    this.clients.set(id, { socket, userId });
    socket.on('close', () => {
      this.clients.delete(id);
      void this.database.db
        .delete(presenceConnections)
        .where(eq(presenceConnections.id, id))
        .catch(() => {});
    });
    socket.on('message', (data) => {
      // Application-level ping lets the browser notice a half-open connection quickly.
      if (String(data) === '{"type":"ping"}') socket.send('{"type":"pong"}');
    });
    await this.database.db.insert(presenceConnections).values({ id, instanceId: this.instanceId, userId });
    // The socket may have closed while the row was being written.
    if (!this.clients.has(id))
      await this.database.db.delete(presenceConnections).where(eq(presenceConnections.id, id));
    this.send(socket, { type: 'presence', users: this.online });
  }

  private send(socket: WebSocket, message: TRealtimeMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  private async onNotice(payload: string): Promise<void> {
    let notice: ChangeNotice;
    try {
      notice = JSON.parse(payload) as ChangeNotice;
    } catch {
      return;
    }
    switch (notice.table) {
      case 'sessions':
        this.sessions.evictSession(notice.id);
        return;
      case 'users':
        this.sessions.evictUser(notice.id);
        return;
      case 'presence_connections':
        this.schedulePresence();
        return;
    }
    const source = this.sources.get(notice.table);
    if (!source) return;
    const eventType = source.asUpdateOf ? 'UPDATE' : notice.op;
    const row = eventType === 'DELETE' ? null : await source.load(notice.id).catch(() => null);
    if (eventType !== 'DELETE' && !row) return;
    const message: TRealtimeMessage = {
      table: source.table,
      eventType,
      new: row,
      old: eventType === 'INSERT' ? null : { id: notice.id },
    };
    const text = JSON.stringify(message);
    for (const client of this.clients.values()) {
      if (source.ownerOnly && client.userId !== notice.userId) continue;
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
    }
  }

  private schedulePresence(): void {
    if (this.presenceTimer) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = undefined;
      void this.refreshPresence().catch(() => {});
    }, 100);
  }

  private async beat(): Promise<void> {
    const { db } = this.database;
    const ids = [...this.clients.keys()];
    if (ids.length > 0) {
      await db
        .update(presenceConnections)
        .set({ lastSeenAt: sql`now()` })
        .where(inArray(presenceConnections.id, ids));
    }
    const removed = await db
      .delete(presenceConnections)
      .where(lt(presenceConnections.lastSeenAt, new Date(Date.now() - STALE_MS)))
      .returning({ id: presenceConnections.id });
    if (removed.length === 0) await this.refreshPresence();
  }

  private async refreshPresence(): Promise<void> {
    const rows = await this.database.db
      .selectDistinct({ id: users.id, fullName: users.fullName })
      .from(presenceConnections)
      .innerJoin(users, eq(users.id, presenceConnections.userId))
      .where(and(gt(presenceConnections.lastSeenAt, new Date(Date.now() - STALE_MS))))
      .orderBy(users.fullName);
    const next = rows.map((r) => ({ id: r.id, fullName: r.fullName, initials: avatarInitials(r.fullName) }));
    const changed = JSON.stringify(next) !== JSON.stringify(this.online);
    this.online = next;
    if (!changed) return;
    for (const client of this.clients.values()) this.send(client.socket, { type: 'presence', users: next });
  }
}
