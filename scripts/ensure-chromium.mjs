// Playwright drives Debian's Chromium (it cannot download its own browser here).
// Installs the apt package when it is missing; fails loudly if that is impossible.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} not found: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}; end-to-end tests cannot run.`);
  process.exit(1);
}
