import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZTask } from '../../domain/tasks/contract';
import { type Actors, createTaskAs, loginActors, patchTask } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Actors;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Message = {
  table?: string;
  eventType?: string;
  new?: Record<string, unknown> | null;
  old?: { id: string } | null;
};

/** A browser's WebSocket with the session cookie, collecting every table event it receives. */
async function connect(cookie: string): Promise<{ socket: WebSocket; messages: Message[] }> {
  const socket = new WebSocket(url, { headers: { cookie } });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // The first message (presence) means the server has registered the connection.
  await waitFor(() => messages.length > 0);
  return { socket, messages };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a realtime event');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('live task events', () => {
  it('pushes task INSERT, UPDATE, DELETE and activity rows to every signed-in user', async () => {
    const watcher = await connect(a.cookie.bakim);
    try {
      const task = await createTaskAs(t.app, a.cookie.kalite, {
        title: 'Canlı görev',
        assigneeId: a.id.kalip,
      });
      const of = (table: string, type: string) =>
        watcher.messages.filter(
          (m) =>
            m.table === table &&
            m.eventType === type &&
            (m.new?.['id'] === task.id || m.old?.id === task.id || m.new?.['taskId'] === task.id),
        );

      await waitFor(() => of('tasks', 'INSERT').length === 1);
      const inserted = ZTask.parse(of('tasks', 'INSERT')[0]?.new);
      expect(inserted).toMatchObject({ title: 'Canlı görev', assigneeName: 'Mehmet Demir', status: 'todo' });
      await waitFor(() => of('task_activity', 'INSERT').length === 1);
      expect(of('task_activity', 'INSERT')[0]?.new).toMatchObject({
        action: 'created',
        userName: 'Ayşe Çelik',
        taskTitle: 'Canlı görev',
      });

      await patchTask(t.app, a.cookie.kalip, task.id, { status: 'in_progress' });
      await waitFor(() => of('tasks', 'UPDATE').length === 1);
      expect(of('tasks', 'UPDATE')[0]?.new).toMatchObject({ status: 'in_progress' });

      await t.app.inject({
        method: 'DELETE',
        url: `/api/tasks/${task.id}`,
        headers: { cookie: a.cookie.kalite },
      });
      await waitFor(() => of('tasks', 'DELETE').length === 1);
      expect(of('tasks', 'DELETE')[0]).toMatchObject({ new: null, old: { id: task.id } });
    } finally {
      watcher.socket.close();
    }
  });

  it("delivers a user's new notification to that user only", async () => {
    const kalip = await connect(a.cookie.kalip);
    const bakim = await connect(a.cookie.bakim);
    try {
      await createTaskAs(t.app, a.cookie.kalite, { title: 'Canlı bildirim', assigneeId: a.id.kalip });
      const about = (m: Message) =>
        m.table === 'notifications' && String(m.new?.['message']).includes('Canlı bildirim');
      await waitFor(() => kalip.messages.some(about));
      expect(kalip.messages.find(about)?.new).toMatchObject({ type: 'new_task', read: false });
      // Give the other socket the same chance to (wrongly) receive it.
      await waitFor(() =>
        bakim.messages.some((m) => m.table === 'tasks' && m.new?.['title'] === 'Canlı bildirim'),
      );
      expect(bakim.messages.some(about)).toBe(false);
    } finally {
      kalip.socket.close();
      bakim.socket.close();
    }
  });
});
