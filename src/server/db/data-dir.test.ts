import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';
import { acquireDataDirLock } from './data-dir-lock';
import { openPglite } from './open-pglite';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-datadir-'));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR problems get a Turkish message naming the path', () => {
  it('a file where the folder should be', () => {
    const file = path.join(root, 'veri.txt');
    fs.writeFileSync(file, 'x');
    expect(() => prepareDataDir(file)).toThrow(`Veri klasörü ${file} bir klasör değil`);
    expect(() => prepareDataDir(path.join(file, 'alt'))).toThrow('bir klasör değil');
  });

  it('a folder the server cannot write', () => {
    // /sys refuses new entries even to root, which ignores permission bits.
    expect(() => prepareDataDir('/sys/kalite-veri')).toThrow('Veri klasörüne /sys/kalite-veri yazılamıyor');
  });

  it('creates a missing folder', () => {
    const dir = path.join(root, 'yeni', 'veri');
    prepareDataDir(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('a corrupt database', async () => {
    const dir = path.join(root, 'bozuk');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), 'bozuk\n');
    await expect(openPglite(dir)).rejects.toThrow(`${dir} veritabanı açılamadı`);
    // The lock is released: the folder is not left blocked after the failure.
    expect(fs.existsSync(path.join(dir, '.kalite.lock'))).toBe(false);
  });
});

describe('the data directory lock', () => {
  const lockFile = (dir: string) => path.join(dir, '.kalite.lock');
  let child: ChildProcess;
  beforeAll(() => {
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  });
  afterAll(() => {
    child.kill('SIGKILL');
  });

  it('refuses a second server while the first one runs', () => {
    const dir = fs.mkdtempSync(path.join(root, 'lock-'));
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: child.pid, bootId, startTime }));
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${child.pid})`);
  });

  it('takes over a lock written before a reboot, although its pid now runs another program', () => {
    const dir = fs.mkdtempSync(path.join(root, 'lock-'));
    fs.writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: child.pid, bootId: 'önceki-açılış', startTime: '1' }),
    );
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock whose pid was reused by a process started later', () => {
    const dir = fs.mkdtempSync(path.join(root, 'lock-'));
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: child.pid, bootId, startTime: '1' }));
    acquireDataDirLock(dir)();
  });

  it('takes over a lock of a dead process (kill -9)', () => {
    const dir = fs.mkdtempSync(path.join(root, 'lock-'));
    fs.writeFileSync(lockFile(dir), '2147483646');
    acquireDataDirLock(dir)();
  });
});
