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

/**
 * One access line per request (Fastify's default is two: "incoming request" and "request
 * completed"). The path is logged without its query string: searches can hold names and part numbers.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: q === -1 ? url : url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
