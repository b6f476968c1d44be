import WebSocket from 'ws';
import type { TRealtimeMessage } from '../../domain/realtime/contract';

export interface TestSocket {
  socket: WebSocket;
  messages: TRealtimeMessage[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (m: TRealtimeMessage) => boolean, timeoutMs?: number): Promise<TRealtimeMessage>;
  close(): Promise<void>;
}

export interface OpenSocketOptions {
  /** Extra handshake headers (Origin, Host, Sec-Fetch-Site). */
  headers?: Record<string, string>;
  /** false: the client leaves the server's protocol pings unanswered, like a half-open connection. */
  autoPong?: boolean;
}

/** A WebSocket client of /api/realtime with the given session cookie. */
export function openSocket(
  port: number,
  cookie: string,
  options: OpenSocketOptions = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie, ...options.headers },
      autoPong: options.autoPong ?? true,
    });
    const messages: TRealtimeMessage[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      const text = String(data);
      if (text === '{"type":"pong"}') return;
      messages.push(JSON.parse(text) as TRealtimeMessage);
      for (const w of waiters) w();
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        waitFor(match, timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = messages.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              ok(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error('realtime message not received in time'));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () =>
          new Promise((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });
}
