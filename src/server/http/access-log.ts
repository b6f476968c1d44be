import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../config';

/**
 * The log destination of a running server: stdout through a buffered, asynchronous writer (pino's
 * sonic-boom), so a busy server does not make one `write` system call per request. Lines are flushed
 * in 4 KiB blocks, every second and on shutdown; a `kill -9` may lose the last few access lines, never data.
 */
export function serverLogger(level: AppConfig['logLevel']): { level: string; stream: DestinationStream } {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A quiet server still shows its lines within a second to someone following the log.
  // flush(cb) reports a destroyed stream (after shutdown) to the callback instead of throwing.
  setInterval(() => stream.flush(() => {}), 1000).unref();
  return { level, stream };
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
