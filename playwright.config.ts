import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Each run gets its own data directory; E2E_WEB_DIST lets parallel builds use separate folders.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist/web';

// End-to-end tests in Debian's Chromium against the built app on a fresh embedded database.
// Specs that need to stop and restart a server start their own (tests/e2e/support/server.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'on',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx src/server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // Start-up migrates a fresh embedded database and warms the worker threads: allow for a busy machine.
    timeout: 180_000,
    // DATABASE_URL is cleared: CI sets it for the API tests, but the browser journeys run on a fresh
    // embedded database of their own, never on a shared PostgreSQL database.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // The Power BI spinner's timeout, short so the unreachable-report journey does not wait 30 s.
      POWERBI_LOAD_TIMEOUT_SECONDS: '8',
    },
  },
});
