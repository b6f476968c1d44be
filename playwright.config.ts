import { defineConfig } from '@playwright/test';

// Worker N's shared server listens on E2E_PORT + N (tests/e2e/support/shared-servers.ts reads the same
// variable). Two workers by default (E2E_WORKERS): the browser leaves a core idle about a quarter of
// the time on the 2-core CI machine, and a second worker uses it (one worker 660 s, two 461 s).
const SHARED_PORT = Number(process.env.E2E_PORT ?? 3210);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

// E2E_WEB_DIST lets parallel builds use separate folders.
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist/web';

/**
 * The shared server of one worker, on a fresh embedded database of its own (its own data directory).
 * DATABASE_URL is cleared: CI sets it for the API tests, but the browser journeys never run on a
 * shared PostgreSQL database.
 */
function sharedServer(port: number) {
  const dataDir = `.tmp/e2e-data-${port}`;
  return {
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // Start-up migrates a fresh embedded database and warms the worker threads: allow for a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // The Power BI spinner's timeout, short so the unreachable-report journey does not wait 30 s.
      POWERBI_LOAD_TIMEOUT_SECONDS: '8',
    },
  };
}

// End-to-end tests in Debian's Chromium against the built app. Each worker has its own shared server
// (support/test.ts points `baseURL` at it); specs that stop and restart a server start their own
// (tests/e2e/support/server.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The journeys keep their own screenshots of the screens worth looking at (support/screenshots.ts);
    // one more at every test's end cost 6 % of the run. A trace is recorded on request only
    // (E2E_TRACE=on, to rerun a failing spec): recording them all cost a fifth of the run, and CI
    // keeps nothing but its output.
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => sharedServer(SHARED_PORT + index)),
});
