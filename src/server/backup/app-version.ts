import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';

/** The package version, written into every backup's manifest. */
export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
