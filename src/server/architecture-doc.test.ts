import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('ARCHITECTURE.md', ROOT), 'utf8');

const foldersIn = (dir: string) =>
  readdirSync(new URL(dir, ROOT), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folder names of the table under `heading` (rows written as "| `name/` | …"). */
function documented(heading: string): string[] {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = doc.indexOf('\n#', start + heading.length);
  const section = doc.slice(start, next === -1 ? undefined : next);
  return [...section.matchAll(/^\| `([a-z-]+)\/` +\|/gm)].map((m) => m[1]!).sort();
}

// The map must match the house: a folder added, moved or removed without the doc fails here.
describe('ARCHITECTURE.md names every folder', () => {
  it('of src/server', () => {
    expect(documented('### Folders of `src/server`')).toEqual(foldersIn('src/server/'));
  });
  it('of src/web/features', () => {
    expect(documented('### Folders of `src/web/features`')).toEqual(foldersIn('src/web/features/'));
  });
});
