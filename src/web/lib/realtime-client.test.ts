import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RESYNC_CLOSE_CODE, type TTableEvent } from '../../domain/realtime/contract';
import { RealtimeClient } from './realtime-client';

/** Just enough of the browser WebSocket to drive the client. */
class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const event = (i: number): TTableEvent => ({
  table: 'tasks',
  eventType: 'INSERT',
  new: { id: String(i) },
  old: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RealtimeClient', () => {
  it('applies at most 10 table events per second', () => {
    const client = new RealtimeClient(() => 'ws://test/api/realtime');
    const applied: string[] = [];
    client.onTableEvent((e) => applied.push(String(e.new?.id)));
    client.start();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    for (let i = 0; i < 30; i++) socket.push(event(i));
    // A burst: the first ten apply at once, the rest wait for the window to move on.
    expect(applied).toHaveLength(10);
    vi.advanceTimersByTime(999);
    expect(applied).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(applied).toHaveLength(20);
    vi.advanceTimersByTime(1000);
    expect(applied).toHaveLength(30);
    expect(applied[0]).toBe('0');
    client.stop();
  });

  it('keeps presence and status, and reconnects with growing backoff after a drop', () => {
    const client = new RealtimeClient(() => 'ws://test/api/realtime');
    client.start();
    FakeSocket.instances[0]!.open();
    FakeSocket.instances[0]!.push({
      type: 'presence',
      users: [{ id: 'u1', fullName: 'Ayşe Çelik', initials: 'AÇ' }],
    });
    expect(client.getSnapshot()).toMatchObject({ status: 'open', presence: [{ initials: 'AÇ' }] });

    FakeSocket.instances[0]!.close();
    expect(client.getSnapshot()).toMatchObject({ status: 'closed', presence: [] });
    vi.advanceTimersByTime(700);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.close();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(2); // second wait is longer (~1 s)
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(3);
    client.stop();
  });

  it('asks for a refetch after reconnecting and on overflow', () => {
    const client = new RealtimeClient(() => 'ws://test/api/realtime');
    const refetch = vi.fn();
    client.onOverflow(refetch);
    client.start();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    expect(refetch).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 250; i++) socket.push(event(i));
    expect(refetch).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('after the server’s resync close, reconnects, refetches and drops the events queued before it', () => {
    const client = new RealtimeClient(() => 'ws://test/api/realtime');
    const applied: string[] = [];
    const refetch = vi.fn();
    client.onTableEvent((e) => applied.push(String(e.new?.id)));
    client.onOverflow(refetch);
    client.start();
    FakeSocket.instances[0]!.open();
    for (let i = 0; i < 30; i++) FakeSocket.instances[0]!.push(event(i));
    expect(applied).toHaveLength(10);

    // The server found this client too far behind: it closes with the resync code.
    FakeSocket.instances[0]!.close(REALTIME_RESYNC_CLOSE_CODE);
    expect(client.getSnapshot().status).toBe('closed');
    vi.advanceTimersByTime(700);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.open();
    expect(refetch).toHaveBeenCalledTimes(2);
    // The 20 events still queued are older than the refetch: applying them would roll rows back.
    vi.advanceTimersByTime(3000);
    expect(applied).toHaveLength(10);
    client.stop();
  });

  it('closes a silent connection so it can reconnect', () => {
    const client = new RealtimeClient(() => 'ws://test/api/realtime');
    client.start();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toContain('{"type":"ping"}');
    vi.advanceTimersByTime(20_000);
    expect(client.getSnapshot().status).not.toBe('open');
    client.stop();
  });
});
