import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
// Server-side tests that need no database (the FMEA layout round trips): run once, with the unit tests.
const noDatabase = ['src/server/**/*.unit.test.ts'];
// Tests of the embedded database's own behaviour (e.g. kill -9 recovery of the data directory).
const pgliteOnly = ['src/server/**/*.pglite-only.test.ts'];

// Unit tests (domain, web) and API tests. API tests run on PGlite and, when DATABASE_URL is set, again
// on PostgreSQL (each test file creates and drops its own database there).
export default defineConfig({
  test: {
    // Generous: API tests start real servers and worker threads on a 2-core CI machine; speed is
    // measured by bench/, never by a test's clock.
    testTimeout: 90_000,
    hookTimeout: 120_000,
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
      {
        extends: true as const,
        test: {
          name: 'api-pglite',
          include: serverTests,
          exclude: noDatabase,
          env: { TEST_DB: 'pglite' },
          pool: 'forks',
          sequence: { groupOrder: 1 },
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                exclude: [...pgliteOnly, ...noDatabase],
                env: { TEST_DB: 'postgres' },
                pool: 'forks' as const,
                // Runs after the PGlite group: two cores do not carry both at once.
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
