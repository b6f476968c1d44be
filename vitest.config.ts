import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
// Server-side tests that need no database (the FMEA layout round trips): run once, with the unit tests.
const noDatabase = ['src/server/**/*.unit.test.ts'];
// Tests of the embedded database's own behaviour (e.g. kill -9 recovery of the data directory).
const pgliteOnly = ['src/server/**/*.pglite-only.test.ts'];

/** Every server test file that replaces a module (`vi.mock`): it needs modules of its own. */
function serverTestsThatMock(dir = 'src/server'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverTestsThatMock(file);
    const isTest = entry.name.endsWith('.test.ts') && !entry.name.endsWith('.unit.test.ts');
    return isTest && /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}
const mocking = serverTestsThatMock();

/**
 * The API tests of one engine, in two projects. Most files share their worker's modules
 * (`isolate: false`): each file still opens its own database and server, but the app's modules are
 * loaded once per worker instead of once per file — that import was a quarter of the suite's time.
 * A file that mocks a module cannot share them and runs isolated.
 */
function apiProjects(engine: 'pglite' | 'postgres', groupOrder: number, exclude: string[]) {
  const common = { include: serverTests, env: { TEST_DB: engine }, pool: 'forks' as const };
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      ...common,
      name: `api-${engine}`,
      exclude: [...exclude, ...mocking],
      isolate: false,
      sequence: { groupOrder },
    },
  };
  const isolated: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...common, name: `api-${engine}-isolated`, include: mocking, exclude, sequence: { groupOrder } },
  };
  return mocking.length > 0 ? [shared, isolated] : [shared];
}

// Unit tests (domain, web) and API tests. API tests run on PGlite and, when DATABASE_URL is set, again
// on PostgreSQL (each test file creates and drops its own database there).
export default defineConfig({
  test: {
    // Generous: API tests start real servers and worker threads on a 2-core CI machine; speed is
    // measured by bench/, never by a test's clock.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI machine,
    // which leaves a core idle while an API test waits on its database, a worker thread or a socket.
    // Two workers measured 2026-11-27 (`time npx vitest run --project …`): unit 121 → 76 s,
    // api-pglite 330 → 235 s, api-postgres 228 → 184 s.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', ...noDatabase],
          environment: 'node',
        },
      },
      ...apiProjects('pglite', 1, noDatabase),
      // Runs after the PGlite group: two cores do not carry both at once.
      ...(process.env.DATABASE_URL ? apiProjects('postgres', 2, [...pgliteOnly, ...noDatabase]) : []),
    ],
  },
});
