import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

describe('import cycles', () => {
  it('none among the source files (type-only and dynamic imports aside)', () => {
    const files = ['src', 'tests', 'bench', 'scripts'].flatMap((d) =>
      fs.existsSync(path.join(ROOT, d)) ? sourceFiles(path.join(ROOT, d)) : [],
    );
    expect(files.length).toBeGreaterThan(300);
    const cycles = findImportCycles(files, compilerOptions()).map((c) =>
      c.map((f) => path.relative(ROOT, f)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a cycle and ignores type-only and dynamic imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-cycles-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    write('c.ts', "import type { D } from './d';\nexport const c = (d: D) => d;\n");
    write('d.ts', "import { type C } from './e';\nexport type D = C;\n");
    write('e.ts', "export type C = number;\nexport const lazy = () => import('./c');\n");
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'].map((f) => path.join(dir, f));
    const cycles = findImportCycles(files, compilerOptions());
    fs.rmSync(dir, { recursive: true, force: true });
    expect(cycles.map((c) => c.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts']]);
  });
});
