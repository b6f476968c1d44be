import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config';
import { BatchedLogStream } from './batched-log-stream';

/**
 * The log destination of a running server: stdout through pino's asynchronous writer (sonic-boom),
 * fed in 64 KiB blocks of bytes by a BatchedLogStream, so a busy server neither makes one `write`
 * system call per request nor pays sonic-boom's per-line cost. Lines wait at most a second (a quiet
 * server still shows them promptly to someone following the log) and are written synchronously at
 * exit; a `kill -9` may lose the last second of log lines, never data.
 */
export function serverLogger(level: AppConfig['logLevel']): {
  level: string;
  stream: BatchedLogStream;
  close(): void;
} {
  // minLength 0: sonic-boom writes each block as it comes (it is already a block) and its flush needs
  // no fsync of stdout. Buffer mode: the blocks are bytes already, nothing is measured or encoded again.
  const writer = pino.destination({ dest: 1, sync: false, minLength: 0, contentMode: 'buffer' });
  const stream = new BatchedLogStream({
    // sonic-boom's type declaration knows only its string mode; in buffer mode `write` takes Buffers.
    write: writer.write.bind(writer) as unknown as (chunk: Buffer) => boolean,
    flushSync: () => writer.flushSync(),
  });
  const timer = setInterval(() => stream.flush(), 1000);
  timer.unref();
  // pino flushes its writer at exit; the lines still waiting here must reach it first.
  const atExit = () => stream.flushSync();
  process.once('exit', atExit);
  return {
    level,
    stream,
    close() {
      clearInterval(timer);
      process.off('exit', atExit);
      stream.flush();
    },
  };
}

const LEVELS: Record<AppConfig['logLevel'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * One access line per request (Fastify's default is two: "incoming request" and "request
 * completed"), in the same JSON shape as pino's lines so log tools read both alike. It is written
 * with one template string rather than through pino's object serialiser: at thousands of requests a
 * second that serialiser was the largest single cost of a small request. The path is logged without
 * its query string: searches can hold names and part numbers.
 */
export function registerAccessLog(
  app: FastifyInstance,
  destination: { write(line: string): unknown },
  level: AppConfig['logLevel'],
): void {
  if (LEVELS[level] > LEVELS.info) return;
  const fixed = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    destination.write(
      `{"level":30,"time":${Date.now()},${fixed},"reqId":${JSON.stringify(request.id)},` +
        `"method":"${request.method}","url":${JSON.stringify(path)},"status":${reply.statusCode},` +
        `"ms":${ms},"msg":"request"}\n`,
    );
    done();
  });
}
