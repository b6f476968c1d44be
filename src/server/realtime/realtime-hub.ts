import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { avatarInitials } from '../../domain/shared/initials';
import {
  type LiveTable,
  REALTIME_RESYNC_CLOSE_CODE,
  REALTIME_SESSION_ENDED_CLOSE_CODE,
  type TPresenceUser,
  type TRealtimeMessage,
} from '../../domain/realtime/contract';
import type { SessionStore } from '../auth-kit/session-store';
import type { Database } from '../db/database';
import { presenceConnections, users } from '../db/schema';

export const REALTIME_CHANNEL = 'kalite_realtime';
/**
 * Per session and instance: a user with many tabs stays well below it.
 * @internal
 */
export const MAX_SOCKETS_PER_SESSION = 10;
const HEARTBEAT_MS = 10_000;
// A connection row not heart-beaten for this long belongs to a crashed instance and is removed.
const STALE_MS = 35_000;
/**
 * Unsent bytes a socket may hold before it is closed with the resync code. Healthy clients keep
 * this near zero (the kernel takes every write); it only grows once a client stops reading and the
 * TCP buffers are full. 1 MiB is several hundred typical events (a task row is ~1 KB), more than the
 * browser's own backlog limit (200 events, past which it drops them and refetches anyway): a client
 * that far behind would refetch in any case. It bounds a stalled socket to ~1 MiB of heap (plus the
 * kernel's buffers) instead of growing without end.
 * @internal
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Protocol ping interval; a socket that has not answered (pong) by the next ping is terminated, so a
 * half-open connection (client gone without a FIN) and its presence row go away within 30–60 s.
 */
const PING_INTERVAL_MS = 30_000;
const PONG = '{"type":"pong"}';

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

/** Limits of a hub; tests shorten them. */
export interface RealtimeHubOptions {
  maxBufferedBytes?: number;
  pingIntervalMs?: number;
}

interface Client {
  socket: WebSocket;
  userId: string;
  /** The session that opened the socket: its end closes the socket (see onNotice). */
  sessionId: string;
  /** Answered the last protocol ping (or is new). */
  alive: boolean;
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
  private pinger: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly maxBufferedBytes: number;
  private readonly pingIntervalMs: number;

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionStore,
    options: RealtimeHubOptions = {},
  ) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
    this.pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
  }

  register(source: LiveTableSource): void {
    this.sources.set(source.dbTable, source);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => void this.onNotice(payload));
    this.heartbeat = setInterval(() => void this.beat().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.pinger = setInterval(() => this.pingAll(), this.pingIntervalMs);
    this.pinger.unref();
    await this.refreshPresence();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.pinger);
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
  async connect(socket: WebSocket, session: { userId: string; sessionId: string }): Promise<void> {
    const id = randomUUID();
    const { userId, sessionId } = session;
    // One session opening hundreds of sockets is not a browser: each socket costs memory and fan-out.
    let open = 0;
    for (const c of this.clients.values()) if (c.sessionId === sessionId) open++;
    if (open >= MAX_SOCKETS_PER_SESSION) {
      socket.close(1008, 'too many connections');
      return;
    }
    const client: Client = { socket, userId, sessionId, alive: true };
    this.clients.set(id, client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      this.clients.delete(id);
      void this.database.db
        .delete(presenceConnections)
        .where(eq(presenceConnections.id, id))
        .catch(() => {});
    });
    socket.on('message', (data) => {
      // Application-level ping lets the browser notice a half-open connection quickly.
      if (String(data) === '{"type":"ping"}') this.deliver(id, client, PONG);
    });
    await this.database.db.insert(presenceConnections).values({ id, instanceId: this.instanceId, userId });
    // The socket may have closed while the row was being written.
    if (!this.clients.has(id))
      await this.database.db.delete(presenceConnections).where(eq(presenceConnections.id, id));
    this.deliver(
      id,
      client,
      JSON.stringify({ type: 'presence', users: this.online } satisfies TRealtimeMessage),
    );
  }

  /**
   * Sends unless the socket's unsent backlog would pass the cap: then the client is dropped from the
   * fan-out and closed with the resync code (the close frame waits behind the backlog; `ws` destroys
   * the socket if the closing handshake has not finished within 30 s). A lone message larger than
   * the cap still goes to a socket with nothing pending.
   */
  private deliver(id: string, client: Client, text: string, bytes = Buffer.byteLength(text)): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    const pending = socket.bufferedAmount;
    if (pending > 0 && pending + bytes > this.maxBufferedBytes) {
      this.clients.delete(id);
      socket.close(REALTIME_RESYNC_CLOSE_CODE, 'resync');
      return;
    }
    socket.send(text);
  }

  /** Closes the sockets a deleted session opened: they must not keep receiving private events. */
  private closeSession(sessionId: string): void {
    for (const [id, client] of this.clients) {
      if (client.sessionId !== sessionId) continue;
      this.clients.delete(id);
      client.socket.close(REALTIME_SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  /** Terminates sockets that did not answer the previous ping, then pings the others. */
  private pingAll(): void {
    for (const client of this.clients.values()) {
      // 'close' follows termination: it removes the client and its presence row.
      if (!client.alive) client.socket.terminate();
      else if (client.socket.readyState === client.socket.OPEN) {
        client.alive = false;
        client.socket.ping();
      }
    }
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
        this.closeSession(notice.id);
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
    const bytes = Buffer.byteLength(text);
    for (const [id, client] of this.clients) {
      if (source.ownerOnly && client.userId !== notice.userId) continue;
      this.deliver(id, client, text, bytes);
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
    const text = JSON.stringify({ type: 'presence', users: next } satisfies TRealtimeMessage);
    const bytes = Buffer.byteLength(text);
    for (const [id, client] of this.clients) this.deliver(id, client, text, bytes);
  }
}
