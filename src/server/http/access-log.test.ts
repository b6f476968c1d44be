import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerAccessLog } from './access-log';

describe('access log', () => {
  it('writes one line per request, with the path but not the query string', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerAccessLog(app, sink, 'info');
    app.get('/api/tasks', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/tasks?search=Ali%20Kaya&priority=high' });
    await app.close();
    // One line: Fastify's own two request lines are off, and pino's lines go to the same sink.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      method: 'GET',
      url: '/api/tasks',
      status: 200,
      msg: 'request',
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('Kaya');
  });
});

describe('access log level', () => {
  it('writes nothing above info', async () => {
    const written: string[] = [];
    const app = Fastify();
    registerAccessLog(app, { write: (line: string) => written.push(line) }, 'warn');
    app.get('/x', async () => ({}));
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(written).toEqual([]);
  });
});
