import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], resource);
}

const webRoot = path.resolve(__dirname, '..');
// The app's own text plus every feature's namespace (src/web/features/<f>/locales).
const folders = [
  path.join(webRoot, 'locales'),
  ...fs
    .readdirSync(path.join(webRoot, 'features'))
    .map((f) => path.join(webRoot, 'features', f, 'locales'))
    .filter((dir) => fs.existsSync(dir)),
];
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

describe.each(folders.map((dir) => [path.relative(webRoot, dir), dir]))(
  'interface text in %s',
  (_name, dir) => {
    const tr = read(path.join(dir, 'tr.json'));
    const en = read(path.join(dir, 'en.json'));
    it('English has exactly the Turkish keys (both languages complete)', () => {
      expect(keys(en).sort()).toEqual(keys(tr).sort());
    });
    it('has no empty strings', () => {
      for (const res of [tr, en]) expect(keys(res).filter((k) => leaf(res, k) === '')).toEqual([]);
    });
  },
);

describe('departments', () => {
  it('every department of the sign-up and profile lists has a label in both languages', async () => {
    const { PROFILE_DEPARTMENTS } = await import('../../domain/account/contract');
    for (const lang of ['tr', 'en'])
      for (const department of PROFILE_DEPARTMENTS)
        expect(
          leaf(read(path.join(webRoot, 'locales', `${lang}.json`)), `departments.${department}`),
        ).toEqual(expect.any(String));
  });
});
