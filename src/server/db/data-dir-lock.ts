import fs from 'node:fs';
import path from 'node:path';

/** Who holds the lock: the pid alone is not enough, pids are reused after a reboot or a long uptime. */
interface LockOwner {
  pid: number;
  /** Linux boot id: a lock written before the last reboot is stale whatever its pid. */
  bootId: string | null;
  /** Process start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTime: string | null;
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    bootId: readProc('/proc/sys/kernel/random/boot_id'),
    startTime: processStartTime(process.pid),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | null {
  // Files written by earlier versions hold just the pid.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text), bootId: null, startTime: null };
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number'
      ? { pid: value.pid, bootId: value.bootId ?? null, startTime: value.startTime ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs: same boot, pid alive, and — where Linux tells
 * us — the same process start time, so a pid that now belongs to another program after a reboot or
 * a wrap-around does not keep the data directory locked.
 */
function ownerStillRuns(owner: LockOwner, now: LockOwner = currentOwner()): boolean {
  if (owner.pid === now.pid && owner.startTime === now.startTime) return false;
  if (owner.bootId !== null && now.bootId !== null && owner.bootId !== now.bootId) return false;
  if (!isAlive(owner.pid)) return false;
  if (owner.startTime !== null) {
    const running = processStartTime(owner.pid);
    if (running !== null && running !== owner.startTime) return false;
  }
  return true;
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it.
 * A lock file refuses the second process; a stale file (crashed, kill -9'd or pre-reboot owner) is
 * taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '.kalite.lock');
  const me = currentOwner();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(fs.readFileSync(lockFile, 'utf8'));
      if (owner && ownerStillRuns(owner, me)) {
        throw new Error(
          `Veri klasörü ${dataDir} başka bir süreç (pid ${owner.pid}) tarafından kullanılıyor. ` +
            'Aynı klasörde tek sunucu çalışabilir; birden çok sunucu için DATABASE_URL ile PostgreSQL kullanın.',
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Veri klasörü kilidi alınamadı: ${dataDir}`);
}
