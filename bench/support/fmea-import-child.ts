/**
 * Child process of bench/fmea-import.ts: imports one file and reports time and memory as JSON on
 * stdout. Its own process, so the peak resident size (maxRSS) is this import's and nothing else's.
 * The process alone (Node, tsx, the modules) holds ~230 MB before any import, so each run also
 * reports the import's own memory: the peak of V8 heap + external memory (ArrayBuffers, Buffers)
 * during the run, above the level right before it, read at every garbage collection of the run
 * (v8.GCProfiler: the heap is fullest just before one) and at its end. Run with --expose-gc, so each
 * run starts from a collected heap.
 * argv: <file> <direct|api> <runs>
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { importFmeaWorkbook } from '../../src/domain/fmea/import/import-fmea';
import { readSpreadsheet } from '../../src/server/spreadsheets/read-spreadsheet';
import { multipartBody } from '../../src/server/testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs } from '../../src/server/testing/test-app';

const [file = '', mode = 'direct', runsText = '3'] = process.argv.slice(2);
const runs = Number(runsText);
const bytes = readFileSync(file);
const mb = (n: number) => n / 1024 / 1024;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Heap + external now, in bytes. */
const inUse = () => {
  const h = v8.getHeapStatistics();
  return h.used_heap_size + h.external_memory;
};

/**
 * Runs `work` and returns its result with the peak of heap + external memory above the level before
 * it (MB). In 'api' mode the file is read and imported on a pool thread (another V8 heap, not seen
 * here): the figure is then the event loop's share (multipart, the answer's clone and JSON).
 */
async function withPeak<T>(work: () => T | Promise<T>): Promise<{ result: T; peakMb: number }> {
  collect();
  const base = inUse();
  const profiler = new v8.GCProfiler();
  profiler.start();
  const result = await work();
  const end = inUse();
  const { statistics } = profiler.stop();
  let peak = end;
  for (const gc of statistics) {
    const h = gc.beforeGC.heapStatistics;
    peak = Math.max(peak, h.usedHeapSize + h.externalMemory);
  }
  return { result, peakMb: mb(peak - base) };
}

if (mode === 'direct') {
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  const peaks: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { result, peakMb } = await withPeak(() => {
      const read = readSpreadsheet(new Uint8Array(bytes));
      if (!read.ok) throw new Error(read.error.message);
      const outcome = importFmeaWorkbook(read.workbook, { fileName: 'bench.xlsx' });
      if (!outcome.ok) throw new Error(outcome.error.message);
      return outcome.result.rows.length;
    });
    times.push(performance.now() - started);
    peaks.push(peakMb);
    rows = result;
  }
  const maxRss = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ rows, times, peaks, rssBeforeMb: mb(rssBefore), maxRssMb: mb(maxRss) }));
} else {
  const t = await createTestApp();
  const cookie = await loginAs(t.app, ...DEMO.kalite);
  const body = multipartBody({ name: 'bench.xlsx', bytes });
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  const peaks: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { result, peakMb } = await withPeak(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fmea/import',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      return (res.json() as { rows: unknown[] }).rows.length;
    });
    times.push(performance.now() - started);
    peaks.push(peakMb);
    rows = result;
  }
  const maxRss = process.resourceUsage().maxRSS * 1024;
  await t.close();
  console.log(JSON.stringify({ rows, times, peaks, rssBeforeMb: mb(rssBefore), maxRssMb: mb(maxRss) }));
}
