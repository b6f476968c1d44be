import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from './zod-json-schema-stub';

// The web build resolves zod's to-json-schema.js to the stub: it must export every name zod imports.
const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const real = fs.readFileSync(path.join(zodRoot, 'v4/core/to-json-schema.js'), 'utf8');

describe('zod JSON Schema stub of the browser build', () => {
  it('exports every name of the module it replaces', () => {
    const names = [
      ...real.matchAll(/^export (?:function|const) (\w+)/gm),
      ...real.matchAll(/^export \{ \w+ as (\w+) \}/gm),
    ].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(Object.keys(stub), name).toContain(name);
  });

  it('fails loudly if the browser ever generated JSON Schema', () => {
    expect(() => stub.createToJSONSchemaMethod()()).toThrow(/not part of the browser bundle/);
  });
});
