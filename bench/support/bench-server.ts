import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildRealApp, demoCookie } from './real-app';

/**
 * Child process of bench/auth-me.ts: serves either the real app (`real`) or a bare Fastify route
 * (`bare`, `bare-same`) on 127.0.0.1:0 and reports `{ port, cookie }` to the parent over IPC. Running the server
 * apart from autocannon keeps the load generator off the server's event loop.
 */
async function main(kind: string | undefined): Promise<void> {
  if (!process.send) throw new Error('bench-server must be started with an IPC channel');
  let close: () => Promise<void>;
  let port: number;
  // The bare server gets a cookie of the same shape so both receive identical requests.
  let cookie = 'ka_session=bench-bare-server-ignores-this-cookie-value-00000000000';
  if (kind === 'real') {
    const real = await buildRealApp();
    cookie = await demoCookie(real.app);
    await real.app.listen({ host: '127.0.0.1', port: 0 });
    port = addressPort(real.app.server.address());
    close = real.close;
  } else if (kind === 'bare' || kind === 'bare-same') {
    // 'bare': a small answer of three fields; 'bare-same': the real app's own /me answer (passed in
    // BENCH_BODY), so only the app's layers differ and not the size of what is written and read.
    const body: unknown =
      kind === 'bare'
        ? { user: { id: '1', username: 'kalite', fullName: 'Ayşe Çelik' } }
        : JSON.parse(process.env.BENCH_BODY ?? '{}');
    const app = Fastify({ logger: false });
    app.get('/api/auth/me', async () => body);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = addressPort(app.server.address());
    close = () => app.close();
  } else {
    throw new Error(`unknown server kind: ${kind}`);
  }
  process.on('SIGTERM', () => void close().finally(() => process.exit(0)));
  // The parent asks for this process's CPU time (all threads, µs) around each run: CPU per request is
  // the cost itself, which the drift of a shared machine moves far less than requests per second.
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send({ port, cookie });
}

function addressPort(address: AddressInfo | string | null): number {
  if (!address || typeof address === 'string') throw new Error('server is not listening on TCP');
  return address.port;
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
