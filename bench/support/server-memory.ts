/**
 * The memory of a server the bench started, measured from outside it: resident set size and its peak
 * from /proc (Linux), and a full garbage collection forced through the V8 inspector the bench opened
 * on loopback (`--inspect=127.0.0.1:<port>` on that process only). The server has no GC route, so a
 * production start has nothing to open.
 */
import fs from 'node:fs';
import WebSocket from 'ws';

const MB = 1024 * 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb ? (Number(kb) * 1024) / MB : Number.NaN;
}

/** Resident set size now, in MiB (the whole process: main thread, worker threads, PGlite's WASM heap). */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

/** The resident set's high-water mark since the last `resetPeak`, in MiB. */
export const peakMb = (pid: number) => statusField(pid, 'VmHWM');

/** Starts a new high-water mark at the current resident set (writing 5 to clear_refs, Linux ≥ 4.0). */
export function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The inspector's WebSocket of the process listening on `inspectPort` (its /json/list). */
async function inspectorUrl(inspectPort: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${inspectPort}/json/list`);
  const [target] = (await res.json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`no inspector target on port ${inspectPort}`);
  return target.webSocketDebuggerUrl;
}

/**
 * Forces a full garbage collection of the main thread's heap (HeapProfiler.collectGarbage), which
 * also frees the Buffers whose JavaScript owners are gone; worker threads keep their own heaps.
 */
export async function forceGc(inspectPort: number): Promise<void> {
  const socket = new WebSocket(await inspectorUrl(inspectPort));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const answer = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(answer.error.message));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
  } finally {
    socket.close();
  }
}
