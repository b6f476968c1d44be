/** Worker N's shared server listens on E2E_PORT + N: playwright.config.ts starts them. */
const SHARED_PORT = Number(process.env.E2E_PORT ?? 3210);

export function sharedServerUrl(parallelIndex: number): string {
  return `http://localhost:${SHARED_PORT + parallelIndex}`;
}
