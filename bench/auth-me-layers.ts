import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { printReadmeRows } from './support/readme-rows';
import { buildRealApp, demoCookie } from './support/real-app';
import { fmt, median, printTable } from './support/table';

// What the app's layers cost a request, in CPU: the real app's GET /api/auth/me (npm start's logging,
// one access line per request to a file, as under a service manager) and a bare Fastify route answering
// the same body, both in one child process on loopback, driven by keep-alive connections from it too.
// Batches alternate between the two servers and each batch's CPU time is divided by its requests, so
// the client's share is the same in both and the machine's drift (tens of per cent within a minute)
// falls on both alike: the difference of a pair is the layers' cost. The same harness with one layer
// switched off measured each layer's share (README, "GET /api/auth/me against the bare route").

const CONNECTIONS = 20;
const BATCH = 20_000;
const WARMUP_PAIRS = 3;
const PAIRS = 16;

type Kind = 'real' | 'bare';

async function connect(app: FastifyInstance): Promise<net.Socket[]> {
  const { port } = app.server.address() as AddressInfo;
  return Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise<net.Socket>((connected) => {
          const socket = net.connect(port, '127.0.0.1', () => connected(socket));
          socket.setNoDelay(true);
        }),
    ),
  );
}

/** Sends BATCH requests over the connections, one in flight on each; resolves with CPU µs per request. */
function batch(sockets: net.Socket[], request: Buffer): Promise<number> {
  return new Promise((done) => {
    let sent = 0;
    let answered = 0;
    const started = process.cpuUsage();
    // An answer of this size arrives in one read on loopback: one 'data' event is one answer.
    const onData = function (this: net.Socket) {
      answered += 1;
      if (answered === BATCH) {
        for (const socket of sockets) socket.removeAllListeners('data');
        const used = process.cpuUsage(started);
        done((used.user + used.system) / BATCH);
      } else if (sent < BATCH) {
        sent += 1;
        this.write(request);
      }
    };
    for (const socket of sockets) {
      socket.on('data', onData);
      sent += 1;
      socket.write(request);
    }
  });
}

type Pair = { real: number; bare: number };

/** In the child: both servers, the alternating batches; the pairs go to the parent over IPC. */
async function measure(): Promise<Pair[]> {
  const real = await buildRealApp();
  const cookie = await demoCookie(real.app);
  const body = (await real.app.inject({ url: '/api/auth/me', headers: { cookie } })).body;
  const parsed: unknown = JSON.parse(body);
  const bare = Fastify({ logger: false });
  bare.get('/api/auth/me', async () => parsed);
  await real.app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const sockets: Record<Kind, net.Socket[]> = { real: await connect(real.app), bare: await connect(bare) };
  const request = Buffer.from(`GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`);

  for (let i = 0; i < WARMUP_PAIRS; i++) {
    await batch(sockets.real, request);
    await batch(sockets.bare, request);
  }
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    pairs.push({ real: await batch(sockets.real, request), bare: await batch(sockets.bare, request) });
  }
  for (const socket of [...sockets.real, ...sockets.bare]) socket.destroy();
  await real.close();
  await bare.close();
  return pairs;
}

/** In the parent: runs the child with its stdout (the app's access log) to a file, gets its pairs. */
function inChild(): Promise<Pair[]> {
  const logFile = path.join(os.tmpdir(), `kalite-bench-layers-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'child'], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    child.once('message', (pairs) => resolve(pairs as Pair[]));
    child.once('exit', (code) => {
      fs.rmSync(logFile, { force: true });
      if (code !== 0) reject(new Error(`child exited with ${code}`));
    });
  });
}

if (process.argv[2] === 'child') {
  process.send?.(await measure(), () => process.exit(0));
} else {
  const pairs = await inChild();
  const realCpu = median(pairs.map((p) => p.real));
  const bareCpu = median(pairs.map((p) => p.bare));
  const layers = median(pairs.map((p) => p.real - p.bare));
  printTable(
    `GET /api/auth/me in one process: CPU µs per request (server and client), ${PAIRS} pairs of ${BATCH} requests, ${CONNECTIONS} connections`,
    ['pair', 'real app', 'bare route', 'layers'],
    pairs.map((p, i) => [String(i + 1), fmt(p.real, 2), fmt(p.bare, 2), fmt(p.real - p.bare, 2)]),
  );
  printReadmeRows([
    {
      rows: [
        [
          `app layers of \`GET /api/auth/me\` (CPU per request, one process, median of ${PAIRS} alternating pairs)`,
          `real app ${fmt(realCpu, 1)} µs, bare route ${fmt(bareCpu, 1)} µs (both with the client's share): **layers ${fmt(layers, 1)} µs**`,
        ],
      ],
    },
  ]);
}
