import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package version, written into every backup's manifest. */
export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;
