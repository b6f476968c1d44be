import { type Page, test } from '@playwright/test';

/** Keeps a full-page screenshot as an artefact of the running test (test-results/artifacts/...). */
export async function snap(page: Page, name: string): Promise<string> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
