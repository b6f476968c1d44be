import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('ARCHITECTURE.md', ROOT), 'utf8');

const foldersIn = (dir: string) =>
  readdirSync(new URL(dir, ROOT), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The rows of the table under `heading` (written as "| `name/` | cell | …"): name → its first cell. */
function documentedRows(heading: string): Map<string, string> {
  const start = doc.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = doc.indexOf('\n#', start + heading.length);
  const section = doc.slice(start, next === -1 ? undefined : next);
  return new Map([...section.matchAll(/^\| `([a-z-]+)\/` +\| *([^|]*?) *\|/gm)].map((m) => [m[1]!, m[2]!]));
}

const documented = (heading: string) => [...documentedRows(heading).keys()].sort();

/** The server's kinds of folder as the lint declares them (eslint.config.js). */
async function lintedServerFolders(): Promise<{ kits: string[]; app: string[] }> {
  const config: unknown = await import(new URL('eslint.config.js', ROOT).href);
  const names = z.array(z.string());
  const parsed = z.object({ SERVER_KITS: names, SERVER_APP_FOLDERS: names }).parse(config);
  return { kits: [...parsed.SERVER_KITS].sort(), app: [...parsed.SERVER_APP_FOLDERS].sort() };
}

// The map must match the house: a folder added, moved or removed without the doc fails here.
describe('ARCHITECTURE.md names every folder', () => {
  it('of src/server', () => {
    expect(documented('### Folders of `src/server`')).toEqual(foldersIn('src/server/'));
  });
  it('of src/web/features', () => {
    expect(documented('### Folders of `src/web/features`')).toEqual(foldersIn('src/web/features/'));
  });
  it("with the kind of each server folder that the lint's boundaries enforce", async () => {
    const { kits, app } = await lintedServerFolders();
    const kinds = documentedRows('### Folders of `src/server`');
    const ofKind = (kind: string) => [...kinds].filter(([, k]) => k === kind).map(([name]) => name);
    expect(ofKind('kit').sort()).toEqual(kits);
    expect(ofKind('app').sort()).toEqual(app);
    expect(ofKind('testing')).toEqual(['testing']);
    // Every other folder is a feature (the lint's catch-all `src/server/*`).
    const rest = foldersIn('src/server/').filter(
      (f) => !kits.includes(f) && !app.includes(f) && f !== 'testing',
    );
    expect(ofKind('feature').sort()).toEqual(rest);
  });
});
