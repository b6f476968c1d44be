/**
 * `npm start`: builds once, then runs the compiled server. The build (web app with Vite, server with
 * esbuild) is skipped when `dist/.build-stamp` holds the sha-256 of every input it was made from, so a
 * later start with unchanged sources starts at once; any change to the sources, the lockfile or the
 * build configuration rebuilds. The server then runs as plain JavaScript in this same process (no
 * TypeScript loader: tsx is for development, tests and benchmarks).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAMP = path.join(ROOT, 'dist', '.build-stamp');
const SERVER = path.join(ROOT, 'dist', 'server', 'main.mjs');
const WEB_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
];

/** Every input file's path and bytes, in a stable order, into one hash. Tests are inputs too: cheap to read, never wrong. */
function inputsHash() {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const full = path.join(ROOT, rel);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(rel, name));
      return;
    }
    hash.update(`${rel}\0${stat.size}\0`);
    hash.update(fs.readFileSync(full));
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}

function built(stamp) {
  return (
    fs.existsSync(SERVER) &&
    fs.existsSync(WEB_INDEX) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8').trim() === stamp
  );
}

async function build(stamp) {
  console.log('Derleniyor (yalnızca kaynaklar değiştiğinde): web uygulaması ve sunucu…');
  fs.rmSync(STAMP, { force: true });
  const vite = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(path.join(ROOT, 'dist', 'server'));
  fs.writeFileSync(STAMP, `${stamp}\n`);
}

const stamp = inputsHash();
if (!built(stamp)) await build(stamp);
await import(pathToFileURL(SERVER).href);
