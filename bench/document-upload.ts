/**
 * Issue 21 part 1: `/api/health` latency while one 19 MB PDF is uploaded to the auditor and deleted
 * again, on `npm start`'s defaults (embedded PGlite in a fresh DATA_DIR). Before document files the
 * bytes went through PGlite on the main thread; now they are a file beside it.
 * Run: node --import tsx bench/document-upload.ts [server checkout]   (default: this checkout; pass
 * another checkout, e.g. an older one, to measure its server with the same probe; loopback only,
 * prints figures, asserts nothing)
 * The health prober is heavy-load.ts's, in its own process (open loop, every 20 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MiB, randomPdf } from './support/documents';
import { healthRow, login, probed, startProbe, startServer, stopServer } from './support/probed-server';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER_ROOT = path.resolve(process.argv[2] ?? ROOT);
const PDF_BYTES = 19 * MiB;
const IDLE_PROBE_MS = 3_000;

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-docupload-'));
  const dataDir = path.join(work, 'data');
  const logFile = path.join(work, 'server.log');
  const { url, child } = await startServer(SERVER_ROOT, dataDir, logFile);
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    const cookie = await login(url);
    const pdf = randomPdf(PDF_BYTES);
    const idleProbe = await startProbe(url);
    await sleep(IDLE_PROBE_MS);
    const idle = await idleProbe.stop();
    const upload = await probed(url, () => {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'tarama_kontrol_plani.pdf',
      );
      return fetch(`${url}/api/audit/documents`, { method: 'POST', headers: { cookie }, body: form });
    });
    const id = (JSON.parse(upload.body || '{}') as { documents?: { id: string }[] }).documents?.[0]?.id;
    const removal = await probed(url, () =>
      fetch(`${url}/api/audit/documents/${id}`, { method: 'DELETE', headers: { cookie } }),
    );
    const filesDir = path.join(dataDir, 'documents');
    console.log(
      `\nServer ${SERVER_ROOT} on PGlite (${dataDir}); ${os.availableParallelism()} cores, load average ` +
        `${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}. Upload ${upload.status} in ${fmt(upload.ms / 1000, 2)} s, ` +
        `delete ${removal.status} in ${fmt(removal.ms / 1000, 2)} s; DATA_DIR/documents ${fs.existsSync(filesDir) ? 'exists' : 'absent'}.`,
    );
    printTable(
      'GET /api/health every 20 ms (latency from the planned send time)',
      ['phase', 'answers', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
      [
        healthRow('idle', idle),
        healthRow(`one ${fmt(PDF_BYTES / 2 ** 20, 0)} MiB PDF uploaded`, upload.health),
        healthRow('that document deleted', removal.health),
      ],
    );
    // The README gives this figure in a sentence of its auditor section, not in a table.
    const [, , , , p99, max] = healthRow('', upload.health).map(Number);
    printReadmeRows([
      `during one ${fmt(PDF_BYTES / 2 ** 20, 0)} MiB PDF upload p99 **${readmeNumber(p99 ?? NaN, 1)} ms** ` +
        `(max ${readmeNumber(max ?? NaN, 1)}, upload ${fmt(upload.ms / 1000, 2)} s)`,
    ]);
  } finally {
    await stopServer(child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
