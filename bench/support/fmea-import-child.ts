/**
 * Child process of bench/fmea-import.ts: imports one file and reports time and memory as JSON on
 * stdout. Its own process, so the peak resident size (maxRSS) is this import's and nothing else's.
 * argv: <file> <direct|api> <runs>
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { importFmeaWorkbook } from '../../src/domain/fmea/import/import-fmea';
import { readSpreadsheet } from '../../src/server/spreadsheets/read-spreadsheet';
import { multipartBody } from '../../src/server/testing/spreadsheet-files';
import { createTestApp, DEMO, loginAs } from '../../src/server/testing/test-app';

const [file = '', mode = 'direct', runsText = '3'] = process.argv.slice(2);
const runs = Number(runsText);
const bytes = readFileSync(file);
const mb = (n: number) => n / 1024 / 1024;

if (mode === 'direct') {
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const read = readSpreadsheet(new Uint8Array(bytes));
    if (!read.ok) throw new Error(read.error.message);
    const outcome = importFmeaWorkbook(read.workbook, { fileName: 'bench.xlsx' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    rows = outcome.result.rows.length;
    times.push(performance.now() - started);
  }
  const maxRss = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ rows, times, rssBeforeMb: mb(rssBefore), maxRssMb: mb(maxRss) }));
} else {
  const t = await createTestApp();
  const cookie = await loginAs(t.app, ...DEMO.kalite);
  const body = multipartBody({ name: 'bench.xlsx', bytes });
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fmea/import',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    rows = (res.json() as { rows: unknown[] }).rows.length;
    times.push(performance.now() - started);
  }
  const maxRss = process.resourceUsage().maxRSS * 1024;
  await t.close();
  console.log(JSON.stringify({ rows, times, rssBeforeMb: mb(rssBefore), maxRssMb: mb(maxRss) }));
}
