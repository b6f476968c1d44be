/**
 * FMEA import benchmark: a 10 000-row AIAG-4 PFMEA .xlsx (title block, two merged header rows,
 * process steps merged over their rows, RPN as formulas with cached values), imported directly
 * (read + header search + mapping, as the pool thread does) and through POST /api/fmea/import.
 * Each measurement runs in its own process; peak memory is that process's maxRSS (Node + tsx + the
 * modules hold ~230 MB of it before any import), and the import's own memory is the peak of V8 heap
 * + external memory above the level before each run (support/fmea-import-child.ts).
 * Targets (issue 12): < 3 s and < 300 MB. Run: node --import tsx bench/fmea-import.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const ROWS = 10_000;
const RUNS = 3;

async function buildWorkbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('PFMEA');
  ws.getCell('A1').value = 'PROSES FMEA (PFMEA)';
  ws.mergeCells('A1:N1');
  ws.getRow(3).values = ['Parça:', 'Braket', '', 'Hazırlayan:', 'Kalite'];
  ws.getRow(5).values = [
    'Op. No',
    'Proses Adımı',
    'Potansiyel Hata Modu',
    'Hatanın Etkisi',
    'Şiddet (S)',
    'Sınıf',
    'Hata Nedeni',
    'Mevcut Kontroller',
    '',
    '',
    '',
    'RPN',
    'Önerilen Aksiyon',
    'Sorumlu',
  ];
  ws.getRow(6).values = [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'Önleme Kontrolü',
    'Olasılık (O)',
    'Tespit Kontrolü',
    'Saptanabilirlik (D)',
    '',
    '',
    '',
  ];
  for (const col of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'L', 'M', 'N']) ws.mergeCells(`${col}5:${col}6`);
  ws.mergeCells('H5:K5');
  for (let i = 0; i < ROWS; i++) {
    const r = 7 + i;
    const s = (i % 10) + 1;
    const o = ((i * 3) % 10) + 1;
    const d = ((i * 7) % 10) + 1;
    ws.getRow(r).values = [
      10 * Math.floor(i / 5) + 10,
      `Operasyon ${Math.floor(i / 5) + 1}: pres ve kaynak hattı`,
      `Hata modu ${i}: çapak / eksik baskı`,
      'Montajda sorun, müşteri şikâyeti',
      s,
      '',
      `Neden ${i}: kalıp aşınması, operatör hatası`,
      'Bakım planı, parametre penceresi',
      o,
      'Görsel kontrol %100, mastar',
      d,
      { formula: `E${r}*I${r}*K${r}`, result: s * o * d },
      '',
      '',
    ];
    if (i % 5 === 0) {
      ws.mergeCells(`A${r}:A${r + 4}`);
      ws.mergeCells(`B${r}:B${r + 4}`);
    }
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

interface ChildResult {
  rows: number;
  times: number[];
  /** Per run: peak heap + external above the level before it, MB. */
  peaks: number[];
  rssBeforeMb: number;
  maxRssMb: number;
}

function measure(file: string, mode: 'direct' | 'api'): ChildResult {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join('bench', 'support', 'fmea-import-child.ts'),
      file,
      mode,
      String(RUNS),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DATABASE_URL: '' },
    },
  );
  if (child.status !== 0) throw new Error(`${mode} child failed: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ChildResult;
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
const dir = mkdtempSync(path.join(tmpdir(), 'fmea-bench-'));
try {
  const file = path.join(dir, 'pfmea-10000.xlsx');
  writeFileSync(file, await buildWorkbook());
  const size = statSync(file).size;
  const rows: (string | number)[][] = [];
  const readme: string[][] = [];
  for (const mode of ['direct', 'api'] as const) {
    const r = measure(file, mode);
    const sorted = [...r.times].sort((a, b) => a - b);
    const direct = mode === 'direct';
    const heap = `${readmeNumber(Math.max(...r.peaks))} MB`;
    // The README's words for each path, and what its memory columns say besides the figures.
    readme.push([
      direct
        ? 'read + import in one process (what the pool thread runs)'
        : '`POST /api/fmea/import` (multipart → worker thread → answer)',
      readmeNumber(r.rows),
      `${fmt(sorted[0]! / 1000, 2)} / ${fmt(sorted[Math.floor(sorted.length / 2)]! / 1000, 2)} s`,
      `${readmeNumber(r.maxRssMb)} MB (${readmeNumber(r.maxRssMb - r.rssBeforeMb)} MB` +
        `${direct ? '' : '; the process also holds PGlite and the test app'})`,
      direct ? `**${heap}**` : `${heap} on the event loop, plus the pool thread's share (the line above)`,
    ]);
    rows.push([
      mode === 'direct' ? 'read + import (in process)' : 'POST /api/fmea/import (worker)',
      r.rows,
      fmt(sorted[0]! / 1000, 2),
      fmt(sorted[Math.floor(sorted.length / 2)]! / 1000, 2),
      fmt(r.maxRssMb, 0),
      fmt(r.maxRssMb - r.rssBeforeMb, 0),
      fmt(Math.max(...r.peaks), 0),
    ]);
  }
  printTable(
    `FMEA import of a ${ROWS.toLocaleString('en')}-row .xlsx (${fmt(size / 1024 / 1024, 2)} MB), ${RUNS} runs`,
    ['path', 'rows', 'best s', 'median s', 'peak RSS MB', 'peak − start MB', 'import heap+ext MB'],
    rows,
  );
  console.log(
    'Targets: < 3 s and < 300 MB. import heap+ext: the largest of the runs, V8 heap + external memory above ' +
      'the level before the run (api: the event loop only; the file is read and imported on a pool thread, ' +
      'as in the in-process line).',
  );
  printReadmeRows([{ rows: readme }]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
