/**
 * A five-document audit through the real server: a 1 000-row PFMEA and a 300-row control plan
 * (XLSX), a 60-page PDF work instruction, a process flow (DOCX) and a slide deck (PPTX). Prints the
 * upload time, the audit time (POST /api/audits → status done), the server's peak memory (VmHWM,
 * worker threads included) and `/api/health` latency (p50/p99/max) probed every 20 ms from this
 * process while the audit runs. The server is bench/support/bench-server.ts (real app, PGlite in a
 * temporary DATA_DIR) in its own process.
 * Run: node --import tsx bench/audit.ts   (prints figures, asserts nothing; loopback only)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TAudit, TAuditDocument } from '../src/domain/audit/api-contract';
import { buildLargeSet } from '../src/domain/audit/testing/large-set';
import { docxFile, pdfFile, pptxFile, xlsxFile } from '../src/server/testing/audit-files';
import { printReadmeRows, readmeNumber, RUN } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const SERVER = fileURLToPath(new URL('./support/bench-server.ts', import.meta.url));
const PROBE_EVERY_MS = 20;

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

function startServer(): Promise<{ url: string; cookie: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, 'real'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 180 s')), 180_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.once('message', (message) => {
      clearTimeout(timer);
      const { port, cookie } = message as { port: number; cookie: string };
      resolve({ url: `http://127.0.0.1:${port}`, cookie, child });
    });
  });
}

/** Peak resident memory of a process (Linux), MiB. */
function peakMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function documents(): Promise<{ name: string; bytes: Buffer }[]> {
  const [pfmea, cp] = buildLargeSet(1000, 300);
  const rowsOf = (doc: typeof pfmea) => (doc?.tables?.[0]?.rows ?? []).map((row) => row.cells);
  const pdfRows = [
    ['No', 'Adım', 'Açıklama', 'Kontrol'],
    ...Array.from({ length: 60 * 24 }, (_, i) => [
      String(i + 1),
      `Adım ${i + 1}`,
      'Parçayı fikstüre yerleştir, sıkıştır',
      'Görsel',
    ]),
  ];
  const steps = Array.from({ length: 100 }, (_, i) => [
    String((i + 1) * 10),
    `Operasyon ${i + 1}`,
    i % 10 === 9 ? 'Muayene' : 'Operasyon',
  ]);
  return [
    { name: 'PFMEA_Hat3.xlsx', bytes: await xlsxFile([{ name: 'PFMEA', rows: rowsOf(pfmea) }]) },
    { name: 'Kontrol_Plani_Hat3.xlsx', bytes: await xlsxFile([{ name: 'Kontrol Planı', rows: rowsOf(cp) }]) },
    {
      name: 'Talimat_60_sayfa.pdf',
      bytes: await pdfFile({ title: ['İş Talimatı'], table: pdfRows, rowsPerPage: 24 }),
    },
    {
      name: 'Surec_Akis_Semasi.docx',
      bytes: docxFile({
        paragraphs: ['Süreç Akış Şeması'],
        tables: [[['Adım No', 'Adım', 'Tür'], ...steps]],
      }),
    },
    {
      name: 'Sunum.pptx',
      bytes: pptxFile(
        Array.from({ length: 20 }, (_, i) => ({
          title: `Slayt ${i + 1}`,
          table: [
            ['Op', 'Durum'],
            [String(i * 10), 'Tamam'],
          ],
        })),
      ),
    },
  ];
}

async function main(): Promise<void> {
  const files = await documents();
  const server = await startServer();
  const headers = { cookie: server.cookie };
  try {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    const uploadStart = performance.now();
    const uploaded = await fetch(`${server.url}/api/audit/documents`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const uploadMs = performance.now() - uploadStart;
    const { documents: stored } = (await uploaded.json()) as { documents: TAuditDocument[] };

    // Health probes in this process, apart from the server's event loop.
    const latencies: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const sent = performance.now();
        await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
        latencies.push(performance.now() - sent);
        await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - sent)));
      }
    })();

    const auditStart = performance.now();
    const started = await fetch(`${server.url}/api/audits`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ documentIds: stored.map((d) => d.id) }),
    });
    if (started.status !== 202) throw new Error(`start: ${started.status} ${await started.text()}`);
    const { audit } = (await started.json()) as { audit: { id: string } };
    let done: TAudit | undefined;
    while (!done) {
      await sleep(100);
      const current = (
        (await (await fetch(`${server.url}/api/audits/${audit.id}`, { headers })).json()) as { audit: TAudit }
      ).audit;
      if (current.status === 'done' || current.status === 'failed') done = current;
    }
    const auditMs = performance.now() - auditStart;
    probing = false;
    await prober;
    const sorted = [...latencies].sort((a, b) => a - b);
    const peak = peakMiB(server.child.pid ?? 0);
    printTable(
      'Audit of five documents (1 000-row PFMEA, 300-row CP, 60-page PDF, DOCX flow, PPTX)',
      [
        'upload ms',
        'audit ms',
        'status',
        'findings',
        'peak RSS MiB',
        'health n',
        'p50 ms',
        'p99 ms',
        'max ms',
      ],
      [
        [
          fmt(uploadMs, 0),
          fmt(auditMs, 0),
          done.status,
          done.report?.totalFindings ?? 0,
          fmt(peak, 0),
          sorted.length,
          fmt(percentile(sorted, 50)),
          fmt(percentile(sorted, 99)),
          fmt(sorted.at(-1) ?? Number.NaN),
        ],
      ],
    );
    // The README's row starts with the run's date and machine.
    printReadmeRows([
      {
        rows: [
          [
            `${RUN.at}, ${RUN.cores} cores, load average ${RUN.load.toFixed(1)}`,
            uploadMs < 1000 ? `${readmeNumber(uploadMs)} ms` : `${fmt(uploadMs / 1000, 1)} s`,
            `${fmt(auditMs / 1000, 1)} s`,
            String(done.report?.totalFindings ?? 0),
            `${readmeNumber(peak)} MiB`,
            `${fmt(percentile(sorted, 50))} / **${fmt(percentile(sorted, 99))}** / ${fmt(sorted.at(-1) ?? Number.NaN)} ms`,
          ],
        ],
      },
    ]);
  } finally {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
