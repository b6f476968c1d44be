import type { Browser, Page } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

export interface OwnServerOptions {
  port: number;
  /** Data directory relative to the repository root; emptied by `start({ fresh: true })`. */
  dataDir: string;
  webDist?: string;
  /** false: a real installation (no demo accounts or rows); default true. */
  demoMode?: boolean;
  /** More environment, e.g. upstream URLs of fake servers. */
  env?: Record<string, string>;
}

/**
 * A server process of its own (`node --import tsx src/server/main.ts`) for specs that stop and
 * restart the server; the one started by playwright.config.ts must stay up for the other specs.
 */
export class OwnServer {
  private child: ChildProcess | undefined;
  private output = '';
  readonly url: string;

  constructor(private readonly options: OwnServerOptions) {
    this.url = `http://localhost:${options.port}`;
  }

  async start({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    if (this.child) throw new Error('server already running');
    const dataDir = path.resolve(ROOT, this.options.dataDir);
    if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
    // A leftover process on the port would make a "restart" test pass without restarting anything.
    if (await portAnswers(this.options.port)) throw new Error(`port ${this.options.port} is already in use`);
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // Its own embedded database, also when CI has DATABASE_URL set for the API tests.
        DATABASE_URL: '',
        PORT: String(this.options.port),
        DATA_DIR: dataDir,
        WEB_DIST: path.resolve(ROOT, this.options.webDist ?? process.env.E2E_WEB_DIST ?? 'dist/web'),
        DEMO_MODE: this.options.demoMode === false ? 'false' : 'true',
        LOG_LEVEL: 'warn',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await this.waitForHealth(child);
  }

  /** SIGTERM (the graceful shutdown path), then waits until the process is gone. */
  /** A fresh browser context on this server (own cookies): one more person at another desk. */
  async newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      baseURL: this.url,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    return context.newPage();
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with code ${child.exitCode}:\n${this.output}`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${this.options.port}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await this.stop();
    throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
