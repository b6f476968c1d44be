import {
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_SESSION_ENDED_CLOSE_CODE,
  type TPresenceUser,
  type TTableEvent,
  ZRealtimeMessage,
} from '../../domain/realtime/contract';

type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeSnapshot {
  status: RealtimeStatus;
  presence: readonly TPresenceUser[];
  lastEventAt: Date | null;
}

type TableHandler = (event: TTableEvent) => void;
type OverflowHandler = () => void;

const PING_MS = 10_000;
const SILENCE_LIMIT_MS = 20_000;
const MAX_BACKOFF_MS = 8_000;
// Past this backlog the events are dropped and every live query is refetched instead.
const MAX_QUEUE = 200;

/**
 * WebSocket client of `/api/realtime`: reconnects with exponential backoff, detects silent
 * (half-open) connections with an application ping, and applies at most 10 table events per second.
 * @internal
 */
export class RealtimeClient {
  private socket: WebSocket | undefined;
  private snapshot: RealtimeSnapshot = { status: 'closed', presence: [], lastEventAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly tableHandlers = new Set<TableHandler>();
  private readonly overflowHandlers = new Set<OverflowHandler>();
  private queue: TTableEvent[] = [];
  // Times of the events applied within the last second (sliding window).
  private applied: number[] = [];
  private attempt = 0;
  private running = false;
  private lastMessage = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private drainTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly url: () => string = defaultUrl) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.drainTimer = setInterval(() => this.drain(), 1000 / REALTIME_EVENTS_PER_SECOND);
    this.pingTimer = setInterval(() => this.ping(), PING_MS);
    this.open();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    clearInterval(this.drainTimer);
    this.socket?.close();
    this.socket = undefined;
    this.queue = [];
    this.set({ status: 'closed', presence: [] });
  }

  /** Reconnects now (e.g. after the health check saw the server come back). */
  reconnectSoon(): void {
    if (!this.running || this.snapshot.status !== 'closed') return;
    clearTimeout(this.reconnectTimer);
    this.open();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RealtimeSnapshot => this.snapshot;

  onTableEvent(handler: TableHandler): () => void {
    this.tableHandlers.add(handler);
    return () => this.tableHandlers.delete(handler);
  }

  onOverflow(handler: OverflowHandler): () => void {
    this.overflowHandlers.add(handler);
    return () => this.overflowHandlers.delete(handler);
  }

  private set(patch: Partial<RealtimeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  private open(): void {
    this.set({ status: 'connecting' });
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.lastMessage = Date.now();
      this.set({ status: 'open' });
      // Events missed while disconnected are not replayed: refetch what is on screen. Events still
      // queued from before the drop are older than that refetch and would roll its rows back.
      this.queue = [];
      for (const h of this.overflowHandlers) h();
    };
    socket.onmessage = (msg) => this.receive(String(msg.data));
    // Every close reconnects, including the server's resync close (REALTIME_RESYNC_CLOSE_CODE: this
    // client fell too far behind and the server dropped its backlog): the reopen refetches.
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.set({ status: 'closed', presence: [] });
      // The session ended elsewhere: refetching now meets the 401 that takes the user to the login.
      if (event.code === REALTIME_SESSION_ENDED_CLOSE_CODE) for (const h of this.overflowHandlers) h();
      if (this.running) this.scheduleReconnect();
    };
    socket.onerror = () => socket.close();
  }

  private scheduleReconnect(): void {
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt++;
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.lastMessage > SILENCE_LIMIT_MS) {
      socket.close();
      return;
    }
    socket.send('{"type":"ping"}');
  }

  private receive(text: string): void {
    this.lastMessage = Date.now();
    if (text === '{"type":"pong"}') return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = ZRealtimeMessage.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if ('type' in message) {
      this.set({ presence: message.users });
      return;
    }
    this.queue.push(message);
    if (this.queue.length > MAX_QUEUE) {
      this.queue = [];
      for (const h of this.overflowHandlers) h();
      return;
    }
    this.drain();
  }

  /** Sliding window: applies queued events while fewer than 10 were applied in the last second. */
  private drain(): void {
    const now = Date.now();
    this.applied = this.applied.filter((t) => now - t < 1000);
    let changed = false;
    while (this.queue.length > 0 && this.applied.length < REALTIME_EVENTS_PER_SECOND) {
      const event = this.queue.shift();
      if (!event) break;
      this.applied.push(now);
      changed = true;
      for (const h of this.tableHandlers) h(event);
    }
    if (changed) this.set({ lastEventAt: new Date(now) });
  }
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/realtime`;
}

export const realtime = new RealtimeClient();
