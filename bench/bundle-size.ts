import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { printReadmeRows } from './support/readme-rows';
import { fmt, printTable } from './support/table';

// JavaScript a visitor downloads before the login and landing screens can show: the entry chunk of
// index.html and everything it imports statically (its modulepreload links). Lazy chunks (modes,
// the feedback dialog, English text) are left out: those screens never load them.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-web');
const TARGET_KB = 150;

await build({
  configFile: path.join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: OUT_DIR, emptyOutDir: true },
});

const html = fs.readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module entry script in index.html');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? '');

// Follow static imports as well, so a chunk missing from the preload links is still counted.
const files = new Set<string>();
const queue = [entry, ...preloads].map((url) => url.replace(/^\//, ''));
while (queue.length > 0) {
  const file = queue.shift() ?? '';
  if (files.has(file)) continue;
  files.add(file);
  const code = fs.readFileSync(path.join(OUT_DIR, file), 'utf8');
  const dir = path.posix.dirname(file);
  // Static imports only: `import ... from "./x.js"` / `import "./x.js"`, never `import("./x.js")`.
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    queue.push(path.posix.normalize(path.posix.join(dir, m[1] ?? '')));
  }
}

const kb = (bytes: number) => bytes / 1000;
const rows = [...files].map((file) => {
  const raw = fs.readFileSync(path.join(OUT_DIR, file));
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
  raw: 0,
  gzip: 0,
});
const lazy = fs
  .readdirSync(path.join(OUT_DIR, 'assets'))
  .filter((f) => f.endsWith('.js') && !files.has(`assets/${f}`));

console.log(
  `Bundle size: vite build into ${path.relative(ROOT, OUT_DIR)}; gzip = node:zlib gzipSync level 9; 1 kB = 1000 bytes.`,
);
printTable(
  'JavaScript loaded for the login and landing screens',
  ['file', 'raw kB', 'gzip kB'],
  [
    ...rows.map((r) => [r.file, fmt(kb(r.raw)), fmt(kb(r.gzip))]),
    ['total', fmt(kb(total.raw)), fmt(kb(total.gzip))],
  ],
);
printTable(
  'Against the target',
  ['figure', 'gzip kB', 'target'],
  [['first-screen JS', fmt(kb(total.gzip)), `<= ${TARGET_KB}`]],
);
console.log(`\nLazy chunks not counted (${lazy.length}): ${lazy.join(', ')}`);
printReadmeRows([
  {
    rows: [
      [
        'JS loaded for the login and landing screens',
        `**${fmt(kb(total.gzip))} KB gzip**: ${kb(total.gzip) > TARGET_KB ? 'over' : 'within'} our ${TARGET_KB} KB target`,
      ],
    ],
  },
]);
