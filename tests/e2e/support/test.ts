import { test as base } from '@playwright/test';
import { sharedServerUrl } from './shared-servers';

/**
 * Playwright's `test` with `baseURL` on this worker's own shared server: the journeys run in two
 * workers, and each worker has a server and embedded database of its own (playwright.config.ts), so a
 * journey never sees another worker's rows. Specs import `test` from here, `expect` from Playwright.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => provide(sharedServerUrl(testInfo.parallelIndex)),
});
