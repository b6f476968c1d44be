import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;

/**
 * Who may do what is decided by the domain's permission functions (and shipped as `can`), never by a
 * handler or a screen reading `isAdmin` itself: a rule typed twice drifts. The user contract carries
 * the field and the session presenter sets it; everything else asks a permission function.
 */
const MAY_READ_IS_ADMIN = [
  /^domain\/[a-z-]+\/permissions\.ts$/,
  /^domain\/shared\/viewer\.ts$/,
  /^domain\/auth\/contract\.ts$/,
  /^server\/auth-kit\/present-user\.ts$/,
];

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [relative(SRC, path)] : [];
  });
}

describe('permissions live in one place', () => {
  it('no production file outside the permission functions and the session presenter reads isAdmin', () => {
    const files = productionFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter(
      (file) =>
        !MAY_READ_IS_ADMIN.some((allowed) => allowed.test(file)) &&
        /\bisAdmin\b/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
