import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

export interface ChildServer {
  url: string;
  cookie: string;
  /** CPU time (user + system, µs) the server's process has used so far. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts bench-server.ts in its own process and waits for its `{ port, cookie }` message. */
export function startChildServer(
  kind: 'real' | 'bare' | 'bare-same',
  env: Record<string, string> = {},
): Promise<ChildServer> {
  // The server's log goes to a file, as under a service manager: writing it is part of the cost
  // measured, printing it on this terminal is not.
  const logFile = path.join(os.tmpdir(), `kalite-bench-${kind}-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT, kind], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${kind} server did not start within 60 s`));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with code ${code}`)));
    child.once('message', (message) => {
      clearTimeout(timer);
      const { port, cookie } = message as { port: number; cookie: string };
      resolve({
        url: `http://127.0.0.1:${port}`,
        cookie,
        cpuMicros: () =>
          new Promise<number>((answer) => {
            const onMessage = (reply: unknown) => {
              const cpu = (reply as { cpu?: NodeJS.CpuUsage }).cpu;
              if (!cpu) return;
              child.off('message', onMessage);
              answer(cpu.user + cpu.system);
            };
            child.on('message', onMessage);
            child.send('cpu');
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
            fs.rmSync(logFile, { force: true });
          }),
      });
    });
  });
}
